// SPDX-License-Identifier: MIT
// MantyxToolEditor: the workspace tool's id and what the ref is.
#include "composer/mantyxtooleditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

MantyxToolEditor::MantyxToolEditor(QWidget* parent)
    : NamedToolEditor(
          u"id"_s,
          {staticMetaObject.className(),
           QT_TRANSLATE_NOOP("mantyx::MantyxToolEditor",
                             "A tool of the workspace, run by the server. The run only names it; "
                             "its name, description and parameters live in the workspace."),
           QT_TRANSLATE_NOOP("mantyx::MantyxToolEditor", "Tool &id:"),
           QT_TRANSLATE_NOOP("mantyx::MantyxToolEditor", "the workspace tool's id")},
          parent)
{}

MantyxToolEditor::~MantyxToolEditor() = default;

} // namespace mantyx
