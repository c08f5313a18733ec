// SPDX-License-Identifier: MIT
#include "composer/attachmentlist.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "protocol/jsonpath.h"
#include "protocol/specvalidator.h"
#include "spec/attachmentloader.h"
#include "spec/specdocument.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

AttachmentList::AttachmentList(SpecDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(u"attachmentList"_s);
    setAcceptDrops(true);

    m_view = new QTreeWidget(this);
    m_view->setObjectName(u"attachmentView"_s);
    m_view->setColumnCount(ColumnCount);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_view->setMinimumHeight(90);
    connect(m_view, &QTreeWidget::itemChanged, this, &AttachmentList::onItemChanged);
    connect(m_view, &QTreeWidget::itemSelectionChanged, this, &AttachmentList::updateButtons);

    m_addFileButton = new QPushButton(this);
    m_addFileButton->setObjectName(u"addAttachmentFileButton"_s);
    connect(m_addFileButton, &QPushButton::clicked, this, &AttachmentList::onAddFiles);
    m_urlEdit = new QLineEdit(this);
    m_urlEdit->setObjectName(u"attachmentUrlEdit"_s);
    m_urlEdit->setClearButtonEnabled(true);
    m_addUrlButton = new QPushButton(this);
    m_addUrlButton->setObjectName(u"addAttachmentUrlButton"_s);
    const auto addFromEdit = [this] {
        if (addUrl(m_urlEdit->text()))
            m_urlEdit->clear();
    };
    connect(m_addUrlButton, &QPushButton::clicked, this, addFromEdit);
    connect(m_urlEdit, &QLineEdit::returnPressed, this, addFromEdit);
    connect(m_urlEdit, &QLineEdit::textChanged, this, &AttachmentList::updateButtons);
    m_removeButton = new QPushButton(this);
    m_removeButton->setObjectName(u"removeAttachmentButton"_s);
    connect(m_removeButton, &QPushButton::clicked, this, &AttachmentList::removeSelected);

    m_usageLabel = new QLabel(this);
    m_usageLabel->setObjectName(u"attachmentUsage"_s);
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"attachmentStatus"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->hide();

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_addFileButton);
    buttons->addWidget(m_urlEdit, 1);
    buttons->addWidget(m_addUrlButton);
    buttons->addWidget(m_removeButton);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_usageLabel);
    layout->addWidget(m_statusLabel);

    setTabOrder(m_view, m_addFileButton);
    setTabOrder(m_addFileButton, m_urlEdit);
    setTabOrder(m_urlEdit, m_addUrlButton);
    setTabOrder(m_addUrlButton, m_removeButton);

    retranslateUi();
    setMessageIndex(-1);
}

AttachmentList::~AttachmentList() = default;

void AttachmentList::retranslateUi()
{
    m_view->setHeaderLabels({tr("Type"), tr("File or URL"), tr("MIME type"), tr("Size")});
    m_view->setAccessibleName(tr("Attachments"));
    m_view->setToolTip(tr("Drop files here to attach them. Double-click a MIME type to change "
                          "it."));
    m_addFileButton->setText(tr("Add &File…"));
    m_addFileButton->setToolTip(tr("Attach files as inline bytes (base64)"));
    m_urlEdit->setPlaceholderText(tr("https://example.com/file.pdf"));
    m_urlEdit->setAccessibleName(tr("Attachment URL"));
    m_addUrlButton->setText(tr("Add UR&L"));
    m_addUrlButton->setToolTip(tr("Attach a file the provider fetches from an https URL"));
    m_removeButton->setText(tr("Remove"));
    m_removeButton->setToolTip(tr("Remove the selected attachments"));
    m_shownValid = false;
    load();
}

void AttachmentList::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

QString AttachmentList::attachmentsPath() const
{
    return JsonPath::key(JsonPath::index(u"messages"_s, m_messageIndex), "attachments"_L1);
}

QJsonArray AttachmentList::attachments() const
{
    if (m_messageIndex < 0)
        return {};
    return m_document->value(attachmentsPath()).toArray();
}

void AttachmentList::setMessageIndex(int index)
{
    m_messageIndex = index;
    m_shownValid = false;
    showStatus(QString(), false);
    setEnabled(index >= 0);
    load();
}

void AttachmentList::load()
{
    const QJsonArray list = attachments();
    const QList<SpecIssue>& issues = m_document->issues();
    if (!m_shownValid || list != m_shown) {
        m_loading = true;
        const int current = m_view->currentIndex().row();
        m_view->clear();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QJsonObject attachment = list.at(i).toObject();
            const QString type = attachment.value("type"_L1).toString();
            auto* item = new QTreeWidgetItem(m_view);
            const bool isUrl = type == "input_file_url"_L1;
            item->setText(TypeColumn, isUrl                     ? tr("URL")
                                      : type == "input_file"_L1 ? tr("File")
                                                                : type);
            item->setText(NameColumn, isUrl ? attachment.value("url"_L1).toString()
                                            : attachment.value("filename"_L1).toString());
            item->setText(MimeColumn, attachment.value("mimeType"_L1).toString());
            if (!isUrl) {
                const std::optional<qint64> size =
                    SpecValidator::decodedBase64Size(attachment.value("data"_L1).toString());
                item->setText(SizeColumn, size ? AttachmentLoader::sizeText(*size) : QString());
            }
            item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
            item->setFlags(item->flags() | Qt::ItemIsEditable);
        }
        if (current >= 0 && current < m_view->topLevelItemCount())
            m_view->setCurrentItem(m_view->topLevelItem(current));
        m_shown = list;
        m_shownValid = true;
        m_loading = false;
    }

    // Row icons: the worst issue of each attachment.
    m_loading = true;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        const QString rowPath = JsonPath::index(attachmentsPath(), i);
        bool error = false;
        bool warning = false;
        QStringList messages;
        for (const SpecIssue& issue : issues) {
            if (issue.path != rowPath && !issue.path.startsWith(rowPath + u'.'))
                continue;
            (issue.severity == Severity::Error ? error : warning) = true;
            messages << issue.message;
        }
        QTreeWidgetItem* item = m_view->topLevelItem(i);
        item->setIcon(TypeColumn, error || warning
                                      ? JsonEditor::severityIcon(
                                            error ? Severity::Error : Severity::Warning, palette())
                                      : QIcon());
        item->setToolTip(NameColumn, messages.join(u'\n'));
    }
    m_loading = false;

    const AttachmentLoader::Usage usage = AttachmentLoader::usage(list);
    const qint64 runBytes =
        AttachmentLoader::inlineBytesOfMessages(m_document->value(u"messages"_s).toArray());
    m_usageLabel->setText(AttachmentLoader::usageText(usage, runBytes));
    const bool over = usage.overCount() || runBytes > SpecValidator::MaxInlineAttachmentBytes;
    QPalette pal = palette();
    if (over) {
        pal.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, palette()));
    }
    m_usageLabel->setPalette(pal);
    updateButtons();
}

void AttachmentList::writeAttachments(const QJsonArray& list)
{
    if (m_messageIndex < 0)
        return;
    if (list.isEmpty())
        m_document->remove(attachmentsPath());
    else
        m_document->setValue(attachmentsPath(), list);
    load();
}

bool AttachmentList::addFiles(const QStringList& paths, QString* error)
{
    if (m_messageIndex < 0)
        return false;
    QJsonArray list = attachments();
    QStringList problems;
    for (const QString& path : paths) {
        QString why;
        const std::optional<InputAttachment> attachment = AttachmentLoader::fromFile(path, &why);
        if (!attachment) {
            problems << why;
            continue;
        }
        list.append(attachment->toJson());
    }
    if (list != attachments())
        writeAttachments(list);
    const QString text = problems.join(u'\n');
    showStatus(text, !problems.isEmpty());
    if (error)
        *error = text;
    return problems.isEmpty();
}

bool AttachmentList::addUrl(const QString& url, QString* error)
{
    if (m_messageIndex < 0)
        return false;
    QString why;
    const std::optional<InputAttachment> attachment = AttachmentLoader::fromUrl(url, &why);
    if (!attachment) {
        showStatus(why, true);
        if (error)
            *error = why;
        return false;
    }
    QJsonArray list = attachments();
    list.append(attachment->toJson());
    writeAttachments(list);
    showStatus(QString(), false);
    return true;
}

void AttachmentList::removeSelected()
{
    QList<int> rows;
    for (QTreeWidgetItem* item : m_view->selectedItems())
        rows << m_view->indexOfTopLevelItem(item);
    if (rows.isEmpty())
        return;
    std::sort(rows.begin(), rows.end(), std::greater<>());
    QJsonArray list = attachments();
    for (int row : std::as_const(rows)) {
        if (row >= 0 && row < list.size())
            list.removeAt(row);
    }
    writeAttachments(list);
}

void AttachmentList::selectAttachment(int index)
{
    if (index >= 0 && index < m_view->topLevelItemCount())
        m_view->setCurrentItem(m_view->topLevelItem(index));
}

QString AttachmentList::statusText() const
{
    return m_statusLabel->isHidden() ? QString() : m_statusLabel->text();
}

void AttachmentList::onAddFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Attach Files"));
    if (!paths.isEmpty())
        addFiles(paths);
}

void AttachmentList::onItemChanged(QTreeWidgetItem* item, int column)
{
    if (m_loading)
        return;
    const int row = m_view->indexOfTopLevelItem(item);
    QJsonArray list = attachments();
    if (row < 0 || row >= list.size())
        return;
    QJsonObject attachment = list.at(row).toObject();
    const QString text = item->text(column).trimmed();
    const bool isUrl = attachment.value("type"_L1).toString() == "input_file_url"_L1;
    switch (column) {
    case NameColumn:
        attachment.insert(isUrl ? "url"_L1 : "filename"_L1, text);
        break;
    case MimeColumn:
        if (text.isEmpty() && isUrl)
            attachment.remove("mimeType"_L1);
        else
            attachment.insert("mimeType"_L1, text);
        break;
    default:
        m_shownValid = false; // type and size are not edited here: show the data again
        load();
        return;
    }
    list.replace(row, attachment);
    writeAttachments(list);
}

void AttachmentList::showStatus(const QString& text, bool isError)
{
    m_statusLabel->setText(text);
    m_statusLabel->setVisible(!text.isEmpty());
    QPalette pal = palette();
    if (isError) {
        pal.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, palette()));
    }
    m_statusLabel->setPalette(pal);
}

void AttachmentList::updateButtons()
{
    m_removeButton->setEnabled(!m_view->selectedItems().isEmpty());
    m_addUrlButton->setEnabled(!m_urlEdit->text().trimmed().isEmpty());
}

void AttachmentList::dragEnterEvent(QDragEnterEvent* event)
{
    if (m_messageIndex < 0 || !event->mimeData()->hasUrls())
        return;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            return;
        }
    }
}

void AttachmentList::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    addFiles(paths);
}

} // namespace mantyx
