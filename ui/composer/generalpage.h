// SPDX-License-Identifier: MIT
// GeneralPage: the composer's first page — model (from the workspace catalog or free text),
// agentId, name, system prompt, and the input as a single prompt or a list of messages.
#pragma once

#include <QJsonArray>

#include "composer/composerpage.h"

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;
class QStackedWidget;

namespace mantyx {

class MessagesEditor;
class ModelCatalogModel;

class GeneralPage final : public ComposerPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GeneralPage)

public:
    GeneralPage(SpecDocument* document, ModelCatalogModel* models, QWidget* parent = nullptr);
    ~GeneralPage() override;

    QWidget* fieldWidget(const QString& path, bool reveal) override;
    QList<QWidget*> markableWidgets() const override;

    // Prompt or messages: switching converts (a prompt becomes one user message; messages give
    // their last user message's content), and switching back restores what was there.
    void setMessagesMode(bool messages);
    bool isMessagesMode() const;

    MessagesEditor* messagesEditor() const { return m_messages; }

protected:
    void load() override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateModelDetails();
    void writeModel(const QString& selector);
    void writeOptionalText(const QString& key, const QString& text);

    ModelCatalogModel* m_models = nullptr;
    QLabel* m_modelLabel = nullptr;
    QComboBox* m_modelCombo = nullptr;
    QLabel* m_modelDetails = nullptr;
    QLabel* m_agentLabel = nullptr;
    QLineEdit* m_agentEdit = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_nameEdit = nullptr;
    QLabel* m_systemPromptLabel = nullptr;
    QPlainTextEdit* m_systemPromptEdit = nullptr;
    QLabel* m_inputLabel = nullptr;
    QRadioButton* m_promptRadio = nullptr;
    QRadioButton* m_messagesRadio = nullptr;
    QButtonGroup* m_inputGroup = nullptr;
    QStackedWidget* m_inputStack = nullptr;
    QPlainTextEdit* m_promptEdit = nullptr;
    MessagesEditor* m_messages = nullptr;
    // What the other input form held when the user switched away from it.
    QJsonArray m_stashedMessages;
    QString m_stashedPrompt;
};

} // namespace mantyx
