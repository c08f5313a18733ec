// SPDX-License-Identifier: MIT
// McpToolEditor: the `mcp` ref — a remote MCP server the server itself connects to: the name
// (the prefix of its tools' names), URL, headers (masked) and `toolFilter`, whose shape the
// protocol leaves open: a list of tool names here, or any JSON.
#pragma once

#include "composer/tooleditor.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;

namespace mantyx {

class JsonEditor;

class McpToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpToolEditor)

public:
    enum class FilterMode : quint8
    {
        All,   // no toolFilter
        Names, // an array of tool names
        Json,  // anything else, as JSON
    };

    explicit McpToolEditor(QWidget* parent = nullptr);
    ~McpToolEditor() override;

    ToolHeadersEditor* headersEditor() const { return m_headers.field; }
    FilterMode filterMode() const;

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;

private:
    void writeFilter();
    void onFilterModeChanged();

    Row<QLineEdit> m_name;
    Row<QLineEdit> m_url;
    Row<ToolHeadersEditor> m_headers;
    QLabel* m_filterLabel = nullptr;
    QComboBox* m_filterMode = nullptr;
    QStackedWidget* m_filterStack = nullptr;
    QLineEdit* m_filterNames = nullptr;
    JsonEditor* m_filterJson = nullptr;
};

} // namespace mantyx
