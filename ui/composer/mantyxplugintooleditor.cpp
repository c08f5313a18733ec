// SPDX-License-Identifier: MIT
// MantyxPluginToolEditor: the plugin tool's name and what the ref is.
#include "composer/mantyxplugintooleditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

MantyxPluginToolEditor::MantyxPluginToolEditor(QWidget* parent)
    : NamedToolEditor(
          u"name"_s,
          {staticMetaObject.className(),
           QT_TRANSLATE_NOOP("mantyx::MantyxPluginToolEditor",
                             "A tool of a platform plugin, run by the server."),
           QT_TRANSLATE_NOOP("mantyx::MantyxPluginToolEditor", "Plugin tool &name:"),
           QT_TRANSLATE_NOOP("mantyx::MantyxPluginToolEditor", "the plugin tool's name")},
          parent)
{}

MantyxPluginToolEditor::~MantyxPluginToolEditor() = default;

} // namespace mantyx
