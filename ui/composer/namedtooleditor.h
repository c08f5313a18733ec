// SPDX-License-Identifier: MIT
// NamedToolEditor: the refs that only name a tool the server runs itself (`mantyx` by its id,
// `mantyx_plugin` by its name) — one line edit each, so one class with the field and the texts
// as parameters; the subclasses exist for their kind's name and translation context.
#pragma once

#include "composer/tooleditor.h"

namespace mantyx {

class NamedToolEditor : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NamedToolEditor)

public:
    ~NamedToolEditor() override;

protected:
    // Source texts marked with QT_TRANSLATE_NOOP(<context>, …): the subclass's class name, so
    // they keep the context tr() gave them (its staticMetaObject.className()).
    struct Texts
    {
        const char* context = nullptr;
        const char* intro = nullptr;
        const char* label = nullptr;
        const char* placeholder = nullptr;
    };

    // `key`: the ref's field that names the tool ("id", "name").
    NamedToolEditor(const QString& key, const Texts& texts, QWidget* parent);

    void retranslateUi() final;

private:
    QString translated(const char* text) const;

    Texts m_texts;
    Row<QLineEdit> m_field;
};

} // namespace mantyx
