// SPDX-License-Identifier: MIT
#include "composer/messageseditor.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "composer/attachmentlist.h"
#include "composer/formsetters.h"
#include "protocol/jsonpath.h"
#include "spec/specdocument.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr QLatin1StringView kRoles[] = {"user"_L1, "assistant"_L1, "system"_L1};

QString messagePath(int index)
{
    return JsonPath::index(u"messages"_s, index);
}

} // namespace

MessagesEditor::MessagesEditor(SpecDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(u"messagesEditor"_s);

    m_list = new QListWidget(this);
    m_list->setObjectName(u"messageList"_s);
    m_list->setMinimumWidth(180);
    m_list->setUniformItemSizes(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setTextElideMode(Qt::ElideRight);
    connect(m_list, &QListWidget::currentRowChanged, this, &MessagesEditor::onCurrentRowChanged);

    m_addButton = new QPushButton(this);
    m_addButton->setObjectName(u"addMessageButton"_s);
    connect(m_addButton, &QPushButton::clicked, this, &MessagesEditor::addMessage);
    m_removeButton = new QPushButton(this);
    m_removeButton->setObjectName(u"removeMessageButton"_s);
    connect(m_removeButton, &QPushButton::clicked, this, &MessagesEditor::removeCurrentMessage);
    m_upButton = new QPushButton(this);
    m_upButton->setObjectName(u"moveMessageUpButton"_s);
    connect(m_upButton, &QPushButton::clicked, this, [this] { moveCurrentMessage(-1); });
    m_downButton = new QPushButton(this);
    m_downButton->setObjectName(u"moveMessageDownButton"_s);
    connect(m_downButton, &QPushButton::clicked, this, [this] { moveCurrentMessage(1); });

    m_roleLabel = new QLabel(this);
    m_roleCombo = new QComboBox(this);
    m_roleCombo->setObjectName(u"messageRoleCombo"_s);
    for (const QLatin1StringView role : kRoles)
        m_roleCombo->addItem(QString(role), QString(role));
    m_roleLabel->setBuddy(m_roleCombo);
    connect(m_roleCombo, &QComboBox::activated, this, &MessagesEditor::onRoleActivated);

    m_contentLabel = new QLabel(this);
    m_contentEdit = new QPlainTextEdit(this);
    m_contentEdit->setObjectName(u"messageContentEdit"_s);
    m_contentEdit->setTabChangesFocus(true);
    m_contentEdit->setMinimumHeight(70);
    m_contentLabel->setBuddy(m_contentEdit);
    connect(m_contentEdit, &QPlainTextEdit::textChanged, this, &MessagesEditor::onContentChanged);

    m_attachmentsLabel = new QLabel(this);
    m_attachments = new AttachmentList(document, this);
    m_attachmentsLabel->setBuddy(m_attachments->view());

    m_hintLabel = new QLabel(this);
    m_hintLabel->setObjectName(u"messagesHint"_s);
    m_hintLabel->setWordWrap(true);
    m_hintLabel->setForegroundRole(QPalette::PlaceholderText);

    auto* listButtons = new QGridLayout;
    listButtons->setContentsMargins(0, 0, 0, 0);
    listButtons->addWidget(m_addButton, 0, 0);
    listButtons->addWidget(m_removeButton, 0, 1);
    listButtons->addWidget(m_upButton, 1, 0);
    listButtons->addWidget(m_downButton, 1, 1);
    auto* left = new QVBoxLayout;
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);

    auto* form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_roleLabel, m_roleCombo);
    form->addRow(m_contentLabel, m_contentEdit);
    form->addRow(m_attachmentsLabel, m_attachments);

    auto* columns = new QHBoxLayout;
    columns->setContentsMargins(0, 0, 0, 0);
    columns->addLayout(left, 1);
    columns->addLayout(form, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(columns, 1);
    layout->addWidget(m_hintLabel);

    setTabOrder(m_list, m_addButton);
    setTabOrder(m_addButton, m_removeButton);
    setTabOrder(m_removeButton, m_upButton);
    setTabOrder(m_upButton, m_downButton);
    setTabOrder(m_downButton, m_roleCombo);
    setTabOrder(m_roleCombo, m_contentEdit);
    setTabOrder(m_contentEdit, m_attachments->view());

    retranslateUi();
}

MessagesEditor::~MessagesEditor() = default;

void MessagesEditor::retranslateUi()
{
    m_list->setAccessibleName(tr("Messages"));
    m_addButton->setText(tr("A&dd"));
    m_addButton->setToolTip(tr("Add a user message at the end"));
    m_removeButton->setText(tr("Remo&ve"));
    m_removeButton->setToolTip(tr("Remove the selected message"));
    m_upButton->setText(tr("Move Up"));
    m_downButton->setText(tr("Move Down"));
    m_roleLabel->setText(tr("R&ole:"));
    m_roleCombo->setItemText(0, tr("user"));
    m_roleCombo->setItemText(1, tr("assistant"));
    m_roleCombo->setItemText(2, tr("system"));
    m_contentLabel->setText(tr("&Content:"));
    m_attachmentsLabel->setText(tr("Attac&hments:"));
    m_hintLabel->setText(tr("The last non-system message must be a user message; only it may "
                            "carry attachments. System messages are merged after the system "
                            "prompt."));
    m_shownValid = false;
    load();
}

void MessagesEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

QJsonArray MessagesEditor::messages() const
{
    return m_document->value(u"messages"_s).toArray();
}

int MessagesEditor::currentMessage() const
{
    return m_list->currentRow();
}

void MessagesEditor::selectMessage(int index)
{
    if (index >= 0 && index < m_list->count() && index != m_list->currentRow())
        m_list->setCurrentRow(index);
}

void MessagesEditor::load()
{
    const QJsonArray list = messages();
    if (!m_shownValid || list.size() != m_shown.size()) {
        m_loading = true;
        const int current = m_list->currentRow();
        m_list->clear();
        for (qsizetype i = 0; i < list.size(); ++i)
            m_list->addItem(QString());
        m_loading = false;
        m_shown = list;
        m_shownValid = true;
        // The last message is the one being written, unless another one was selected.
        const int select =
            current >= 0 && current < m_list->count() ? current : int(list.size()) - 1;
        m_loading = true;
        m_list->setCurrentRow(select);
        m_loading = false;
    }
    m_shown = list;
    updateItemTexts();
    loadCurrent();
    updateButtons();
}

void MessagesEditor::updateItemTexts()
{
    const QJsonArray list = m_shown;
    const QList<SpecIssue>& issues = m_document->issues();
    for (int i = 0; i < m_list->count() && i < list.size(); ++i) {
        const QJsonObject message = list.at(i).toObject();
        QString content = message.value("content"_L1).toString().simplified();
        if (content.size() > 60)
            content = content.left(59) + u'…';
        const qsizetype attachments = message.value("attachments"_L1).toArray().size();
        QString text =
            tr("%1. %2: %3").arg(i + 1).arg(message.value("role"_L1).toString(), content);
        if (attachments > 0)
            text += u"  "_s + tr("[%n attachment(s)]", nullptr, int(attachments));
        QListWidgetItem* item = m_list->item(i);
        if (item->text() != text)
            item->setText(text);
        const QString path = messagePath(i);
        bool error = false;
        bool warning = false;
        QStringList texts;
        for (const SpecIssue& issue : issues) {
            if (issue.path != path && !issue.path.startsWith(path + u'.') &&
                !issue.path.startsWith(path + u'['))
                continue;
            (issue.severity == Severity::Error ? error : warning) = true;
            texts << issue.message;
        }
        item->setIcon(error || warning ? JsonEditor::severityIcon(
                                             error ? Severity::Error : Severity::Warning, palette())
                                       : QIcon());
        item->setToolTip(texts.join(u'\n'));
    }
}

void MessagesEditor::loadCurrent()
{
    const int index = m_list->currentRow();
    const bool has = index >= 0 && index < m_shown.size();
    m_roleCombo->setEnabled(has);
    m_contentEdit->setEnabled(has);
    const QJsonObject message = has ? m_shown.at(index).toObject() : QJsonObject();
    forms::setCurrentIndex(m_roleCombo,
                           has ? m_roleCombo->findData(message.value("role"_L1).toString()) : -1);
    forms::setText(m_contentEdit, message.value("content"_L1).toString());
    if (m_attachments->messageIndex() != (has ? index : -1))
        m_attachments->setMessageIndex(has ? index : -1);
    else
        m_attachments->load();
}

void MessagesEditor::updateButtons()
{
    const int index = m_list->currentRow();
    m_removeButton->setEnabled(index >= 0);
    m_upButton->setEnabled(index > 0);
    m_downButton->setEnabled(index >= 0 && index + 1 < m_list->count());
}

void MessagesEditor::writeMessages(const QJsonArray& list, int select)
{
    m_shownValid = false;
    m_document->setValue(u"messages"_s, list); // reloads this editor through the page
    if (m_shownValid == false)
        load();
    selectMessage(select);
}

void MessagesEditor::addMessage()
{
    QJsonArray list = messages();
    list.append(QJsonObject{{u"role"_s, u"user"_s}, {u"content"_s, QString()}});
    m_list->setCurrentRow(-1);
    writeMessages(list, int(list.size()) - 1);
    m_contentEdit->setFocus(Qt::OtherFocusReason);
}

void MessagesEditor::removeCurrentMessage()
{
    const int index = m_list->currentRow();
    QJsonArray list = messages();
    if (index < 0 || index >= list.size())
        return;
    list.removeAt(index);
    m_list->setCurrentRow(-1);
    writeMessages(list, std::min(index, int(list.size()) - 1));
}

void MessagesEditor::moveCurrentMessage(int delta)
{
    const int index = m_list->currentRow();
    QJsonArray list = messages();
    const int target = index + delta;
    if (index < 0 || index >= list.size() || target < 0 || target >= list.size())
        return;
    const QJsonValue moved = list.at(index);
    list.removeAt(index);
    list.insert(target, moved);
    writeMessages(list, target);
}

void MessagesEditor::onCurrentRowChanged()
{
    if (m_loading)
        return;
    loadCurrent();
    updateButtons();
    emit selectionChanged();
}

void MessagesEditor::onRoleActivated(int comboIndex)
{
    const int index = m_list->currentRow();
    if (index < 0)
        return;
    m_document->setValue(JsonPath::key(messagePath(index), "role"_L1),
                         m_roleCombo->itemData(comboIndex).toString());
}

void MessagesEditor::onContentChanged()
{
    const int index = m_list->currentRow();
    if (index < 0 || m_loading)
        return;
    m_document->setValue(JsonPath::key(messagePath(index), "content"_L1),
                         m_contentEdit->toPlainText());
}

QWidget* MessagesEditor::fieldWidget(const QString& path, bool reveal)
{
    const std::optional<QList<JsonPath::Component>> components = JsonPath::split(path);
    if (!components || components->isEmpty())
        return nullptr;
    if (components->size() < 2 || components->at(1).kind != JsonPath::Component::Kind::Index)
        return m_list;
    const int index = int(components->at(1).index);
    if (reveal)
        selectMessage(index);
    if (components->size() < 3 || index != m_list->currentRow())
        return m_list;
    const QString key = components->at(2).key;
    if (key == "role"_L1)
        return m_roleCombo;
    if (key == "content"_L1)
        return m_contentEdit;
    if (key == "attachments"_L1) {
        if (reveal && components->size() >= 4 &&
            components->at(3).kind == JsonPath::Component::Kind::Index)
            m_attachments->selectAttachment(int(components->at(3).index));
        return m_attachments->view();
    }
    return m_list;
}

QList<QWidget*> MessagesEditor::markableWidgets() const
{
    return {m_list, m_roleCombo, m_contentEdit, m_attachments->view()};
}

} // namespace mantyx
