// SPDX-License-Identifier: MIT
// MantyxToolEditor: the `mantyx` ref — a workspace tool the server runs itself, named by its id.
#pragma once

#include "composer/tooleditor.h"

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace mantyx {

class MantyxToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MantyxToolEditor)

public:
    explicit MantyxToolEditor(QWidget* parent = nullptr);
    ~MantyxToolEditor() override;

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;

private:
    QLabel* m_intro = nullptr;
    QLabel* m_idLabel = nullptr;
    QLineEdit* m_idEdit = nullptr;
};

} // namespace mantyx
