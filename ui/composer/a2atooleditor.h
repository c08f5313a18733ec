// SPDX-License-Identifier: MIT
// A2aToolEditor: the `a2a` ref — an A2A peer the server itself discovers and calls: the
// model-facing name, the agent card URL, headers (masked), contextId and a description override.
#pragma once

#include "composer/tooleditor.h"

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace mantyx {

class ToolHeadersEditor;

class A2aToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(A2aToolEditor)

public:
    explicit A2aToolEditor(QWidget* parent = nullptr);
    ~A2aToolEditor() override;

    ToolHeadersEditor* headersEditor() const { return m_headers; }

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;

private:
    QLabel* m_intro = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_nameEdit = nullptr;
    QLabel* m_urlLabel = nullptr;
    QLineEdit* m_urlEdit = nullptr;
    QLabel* m_headersLabel = nullptr;
    ToolHeadersEditor* m_headers = nullptr;
    QLabel* m_contextLabel = nullptr;
    QLineEdit* m_contextEdit = nullptr;
    QLabel* m_descriptionLabel = nullptr;
    QLineEdit* m_descriptionEdit = nullptr;
};

} // namespace mantyx
