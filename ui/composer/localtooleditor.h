// SPDX-License-Identifier: MIT
// LocalToolEditor: the `local` ref (§3.1) — the tool this app answers itself: its model-facing
// name checked live against the protocol's pattern, description, `parameters` and
// `outputSchema` as JSON Schema (table or JSON), and the `longRunning` hint.
#pragma once

#include "composer/tooleditor.h"

class QCheckBox;
class QFormLayout;
class QLineEdit;
class QPlainTextEdit;

namespace mantyx {

class SchemaBuilder;

class LocalToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalToolEditor)

public:
    explicit LocalToolEditor(QWidget* parent = nullptr);
    ~LocalToolEditor() override;

    SchemaBuilder* parametersBuilder() const { return m_parameters.field; }
    SchemaBuilder* outputSchemaBuilder() const { return m_outputSchema.field; }

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;
    void focusInside(const QString& key, const QString& relativePath) override;

private:
    Row<SchemaBuilder> addSchemaField(QFormLayout* form, const QString& key);

    Row<QLineEdit> m_name;
    Row<QPlainTextEdit> m_description;
    Row<SchemaBuilder> m_parameters;
    Row<SchemaBuilder> m_outputSchema;
    QCheckBox* m_longRunningCheck = nullptr;
};

} // namespace mantyx
