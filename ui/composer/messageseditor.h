// SPDX-License-Identifier: MIT
// MessagesEditor: the spec's `messages` as a list of turns — role per message, content, and the
// attachments of the selected one — with add, remove and reorder, writing each edit straight to
// the SpecDocument so unknown fields of a message survive.
#pragma once

#include <QJsonArray>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace mantyx {

class AttachmentList;
class SpecDocument;

class MessagesEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessagesEditor)

public:
    explicit MessagesEditor(SpecDocument* document, QWidget* parent = nullptr);
    ~MessagesEditor() override;

    // Re-reads `messages` (keeps the selection when it can).
    void load();

    int currentMessage() const;
    void selectMessage(int index);
    void addMessage();
    void removeCurrentMessage();
    void moveCurrentMessage(int delta);

    // See ComposerPage::fieldWidget(); `path` is under "messages".
    QWidget* fieldWidget(const QString& path, bool reveal);
    QList<QWidget*> markableWidgets() const;

    QListWidget* messageList() const { return m_list; }
    QComboBox* roleCombo() const { return m_roleCombo; }
    QPlainTextEdit* contentEdit() const { return m_contentEdit; }
    AttachmentList* attachmentList() const { return m_attachments; }

signals:
    // Another message was selected: markers that depend on the selection move.
    void selectionChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    QJsonArray messages() const;
    void writeMessages(const QJsonArray& messages, int select);
    void loadCurrent();
    void onCurrentRowChanged();
    void onRoleActivated(int index);
    void onContentChanged();
    void updateItemTexts();
    void updateButtons();

    SpecDocument* m_document = nullptr;
    QListWidget* m_list = nullptr;
    QPushButton* m_addButton = nullptr;
    QPushButton* m_removeButton = nullptr;
    QPushButton* m_upButton = nullptr;
    QPushButton* m_downButton = nullptr;
    QLabel* m_roleLabel = nullptr;
    QComboBox* m_roleCombo = nullptr;
    QLabel* m_contentLabel = nullptr;
    QPlainTextEdit* m_contentEdit = nullptr;
    QLabel* m_attachmentsLabel = nullptr;
    AttachmentList* m_attachments = nullptr;
    QLabel* m_hintLabel = nullptr;
    QJsonArray m_shown;
    bool m_shownValid = false;
    bool m_loading = false;
};

} // namespace mantyx
