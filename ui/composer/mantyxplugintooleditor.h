// SPDX-License-Identifier: MIT
// MantyxPluginToolEditor: the `mantyx_plugin` ref — a platform plugin tool, named by its name.
#pragma once

#include "composer/tooleditor.h"

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace mantyx {

class MantyxPluginToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MantyxPluginToolEditor)

public:
    explicit MantyxPluginToolEditor(QWidget* parent = nullptr);
    ~MantyxPluginToolEditor() override;

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;

private:
    QLabel* m_intro = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_nameEdit = nullptr;
};

} // namespace mantyx
