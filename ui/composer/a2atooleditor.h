// SPDX-License-Identifier: MIT
// A2aToolEditor: the `a2a` ref — an A2A peer the server itself discovers and calls: the
// model-facing name, the agent card URL, headers (masked), contextId and a description override.
#pragma once

#include "composer/tooleditor.h"

namespace mantyx {

class A2aToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(A2aToolEditor)

public:
    explicit A2aToolEditor(QWidget* parent = nullptr);
    ~A2aToolEditor() override;

    ToolHeadersEditor* headersEditor() const { return m_headers.field; }

protected:
    void retranslateUi() override;

private:
    Row<QLineEdit> m_name;
    Row<QLineEdit> m_url;
    Row<ToolHeadersEditor> m_headers;
    Row<QLineEdit> m_context;
    Row<QLineEdit> m_description;
};

} // namespace mantyx
