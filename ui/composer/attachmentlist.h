// SPDX-License-Identifier: MIT
// AttachmentList: the attachments of one message in the composer — files from a picker or
// dropped on it (MIME type from QMimeDatabase, bytes inlined as base64), https URLs, and a
// counter against the server's limits (20 per message, 5 MB inline per run).
#pragma once

#include <QJsonArray>
#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace mantyx {

class SpecDocument;

class AttachmentList final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AttachmentList)

public:
    enum Column
    {
        TypeColumn,
        NameColumn,
        MimeColumn,
        SizeColumn,
        ColumnCount
    };

    explicit AttachmentList(SpecDocument* document, QWidget* parent = nullptr);
    ~AttachmentList() override;

    // Which message's attachments are shown (-1: none; the list is disabled).
    void setMessageIndex(int index);
    int messageIndex() const { return m_messageIndex; }
    // Re-reads the attachments from the document (a no-op when they did not change).
    void load();

    // Adds files as input_file attachments; false when one could not be added (the reason is
    // shown under the list and returned in `error`).
    bool addFiles(const QStringList& paths, QString* error = nullptr);
    bool addUrl(const QString& url, QString* error = nullptr);
    void removeSelected();

    QTreeWidget* view() const { return m_view; }
    // Selects the attachment row (for the problem list's jump).
    void selectAttachment(int index);
    QString statusText() const;

protected:
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void retranslateUi();
    QString attachmentsPath() const;
    QJsonArray attachments() const;
    void writeAttachments(const QJsonArray& attachments);
    void onAddFiles();
    void onItemChanged(QTreeWidgetItem* item, int column);
    void showStatus(const QString& text, bool isError);
    void updateButtons();

    SpecDocument* m_document = nullptr;
    QTreeWidget* m_view = nullptr;
    QPushButton* m_addFileButton = nullptr;
    QLineEdit* m_urlEdit = nullptr;
    QPushButton* m_addUrlButton = nullptr;
    QPushButton* m_removeButton = nullptr;
    QLabel* m_usageLabel = nullptr;
    QLabel* m_statusLabel = nullptr;
    int m_messageIndex = -1;
    QJsonArray m_shown;
    bool m_shownValid = false;
    bool m_loading = false;
};

} // namespace mantyx
