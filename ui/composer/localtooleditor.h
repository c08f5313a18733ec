// SPDX-License-Identifier: MIT
// LocalToolEditor: the `local` ref (§3.1) — the tool this app answers itself: its model-facing
// name checked live against the protocol's pattern, description, `parameters` and
// `outputSchema` as JSON Schema (table or JSON), and the `longRunning` hint.
#pragma once

#include "composer/tooleditor.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
QT_END_NAMESPACE

namespace mantyx {

class SchemaBuilder;

class LocalToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalToolEditor)

public:
    explicit LocalToolEditor(QWidget* parent = nullptr);
    ~LocalToolEditor() override;

    SchemaBuilder* parametersBuilder() const { return m_parameters; }
    SchemaBuilder* outputSchemaBuilder() const { return m_outputSchema; }

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;
    void focusInside(const QString& key, const QString& relativePath) override;

private:
    QLabel* m_intro = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_nameEdit = nullptr;
    QLabel* m_descriptionLabel = nullptr;
    QPlainTextEdit* m_descriptionEdit = nullptr;
    QLabel* m_parametersLabel = nullptr;
    SchemaBuilder* m_parameters = nullptr;
    QLabel* m_outputSchemaLabel = nullptr;
    SchemaBuilder* m_outputSchema = nullptr;
    QCheckBox* m_longRunningCheck = nullptr;
};

} // namespace mantyx
