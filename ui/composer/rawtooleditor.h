// SPDX-License-Identifier: MIT
// RawToolEditor: a ref whose `kind` is missing or unknown, shown and edited as its JSON, so a
// spec written for a newer server can still be opened, fixed and sent.
#pragma once

#include "composer/tooleditor.h"

namespace mantyx {

class JsonEditor;

class RawToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RawToolEditor)

public:
    explicit RawToolEditor(QWidget* parent = nullptr);
    ~RawToolEditor() override;

    JsonEditor* jsonEditor() const { return m_json; }

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;

private:
    void onEdited();

    JsonEditor* m_json = nullptr;
};

} // namespace mantyx
