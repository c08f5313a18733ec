// SPDX-License-Identifier: MIT
// HandlerLogDialog: a live traffic list with the exchange behind the selection, and the log.
#include "localhandlers/handlerlogdialog.h"

#include <algorithm>
#include <climits>
#include <optional>

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "widgets/jsonhighlighter.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

enum Column : quint8
{
    TimeColumn,
    DirectionColumn,
    MessageColumn,
    SizeColumn,
    ColumnCount,
};

enum Role : int
{
    TextRole = Qt::UserRole,
    IdRole,
    ExchangeRole, // HandlerTrafficRow::Exchange
    FullLengthRole,
};

using Exchange = HandlerTrafficRow::Exchange;

QString timeText(const QDateTime& time)
{
    return time.toLocalTime().toString(u"HH:mm:ss.zzz"_s);
}

QPlainTextEdit* makeTextView(QWidget* parent, const QString& objectName)
{
    auto* view = new QPlainTextEdit(parent);
    view->setObjectName(objectName);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

} // namespace

HandlerLogDialog::HandlerLogDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(u"handlerLogDialog"_s);
    setWindowFlag(Qt::WindowContextHelpButtonHint, false);

    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setObjectName(u"sourceLabel"_s);
    m_sourceLabel->setWordWrap(true);
    m_sourceLabel->setTextFormat(Qt::PlainText);
    m_sourceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_traffic = new QTreeWidget(this);
    m_traffic->setObjectName(u"trafficView"_s);
    m_traffic->setColumnCount(ColumnCount);
    m_traffic->setRootIsDecorated(false);
    m_traffic->setUniformRowHeights(true);
    m_traffic->setAllColumnsShowFocus(true);
    m_traffic->setSelectionMode(QAbstractItemView::SingleSelection);
    m_traffic->header()->setStretchLastSection(false);
    m_traffic->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    m_traffic->header()->setSectionResizeMode(TimeColumn, QHeaderView::ResizeToContents);
    m_traffic->header()->setSectionResizeMode(DirectionColumn, QHeaderView::ResizeToContents);
    m_traffic->header()->setSectionResizeMode(SizeColumn, QHeaderView::ResizeToContents);

    m_messageLabel = new QLabel(this);
    m_messageView = makeTextView(this, u"messageView"_s);
    m_messageHighlighter = new JsonHighlighter(m_messageView->document(), palette());
    m_partnerLabel = new QLabel(this);
    m_partnerView = makeTextView(this, u"partnerView"_s);
    m_partnerHighlighter = new JsonHighlighter(m_partnerView->document(), palette());

    auto* details = new QWidget(this);
    auto* detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    auto* messageBox = new QWidget(details);
    auto* messageLayout = new QVBoxLayout(messageBox);
    messageLayout->setContentsMargins(0, 0, 0, 0);
    messageLayout->addWidget(m_messageLabel);
    messageLayout->addWidget(m_messageView, 1);
    auto* partnerBox = new QWidget(details);
    auto* partnerLayout = new QVBoxLayout(partnerBox);
    partnerLayout->setContentsMargins(0, 0, 0, 0);
    partnerLayout->addWidget(m_partnerLabel);
    partnerLayout->addWidget(m_partnerView, 1);
    auto* detailSplitter = new QSplitter(Qt::Horizontal, details);
    detailSplitter->addWidget(messageBox);
    detailSplitter->addWidget(partnerBox);
    detailSplitter->setStretchFactor(0, 1);
    detailSplitter->setStretchFactor(1, 1);
    detailSplitter->setSizes({1000, 1000});
    detailsLayout->addWidget(detailSplitter);

    auto* trafficSplitter = new QSplitter(Qt::Vertical, this);
    trafficSplitter->setObjectName(u"trafficSplitter"_s);
    trafficSplitter->addWidget(m_traffic);
    trafficSplitter->addWidget(details);
    trafficSplitter->setStretchFactor(0, 3);
    trafficSplitter->setStretchFactor(1, 2);

    m_log = makeTextView(this, u"serverLogView"_s);
    m_log->setMaximumBlockCount(int(McpClient::MaxLogLines));

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"logTabs"_s);
    m_tabs->addTab(trafficSplitter, QString());
    m_tabs->addTab(m_log, QString());

    m_copyButton = new QPushButton(this);
    m_copyButton->setObjectName(u"copyButton"_s);
    m_clearButton = new QPushButton(this);
    m_clearButton->setObjectName(u"clearButton"_s);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_closeButton = buttons->button(QDialogButtonBox::Close);
    buttons->addButton(m_copyButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_clearButton, QDialogButtonBox::ResetRole);
    for (QPushButton* b : {m_copyButton, m_clearButton})
        b->setAutoDefault(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_sourceLabel);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &HandlerLogDialog::reject);
    connect(m_copyButton, &QPushButton::clicked, this, &HandlerLogDialog::copy);
    connect(m_clearButton, &QPushButton::clicked, this, &HandlerLogDialog::clear);
    connect(m_traffic, &QTreeWidget::currentItemChanged, this, &HandlerLogDialog::showSelection);
    connect(m_tabs, &QTabWidget::currentChanged, this, &HandlerLogDialog::updateButtons);
    connect(m_log, &QPlainTextEdit::selectionChanged, this, &HandlerLogDialog::updateButtons);

    retranslateUi();
    showSelection();
    resize(900, 600);
}

HandlerLogDialog::~HandlerLogDialog()
{
    detach();
}

void HandlerLogDialog::retranslateUi()
{
    setWindowTitle(m_name.isEmpty() ? tr("Handler log") : tr("Log — %1").arg(m_name));
    m_traffic->setHeaderLabels({tr("Time"), tr("Dir."), tr("Message"), tr("Size")});
    m_traffic->headerItem()->setToolTip(DirectionColumn,
                                        tr("→ sent by this app, ← received from the handler"));
    m_copyButton->setText(tr("&Copy"));
    m_copyButton->setToolTip(tr("Copy the selected message and the other half of its exchange, "
                                "or the selected log lines"));
    m_clearButton->setText(tr("C&lear"));
    m_clearButton->setToolTip(
        tr("Empty this window; the handler keeps its own log and new entries still appear"));
    updateCounts();
    showSelection();
    // Source description, in the new language.
    switch (m_source) {
    case Source::None:
        m_sourceLabel->setText(tr("Not attached to a handler: what is shown stays as it was."));
        break;
    case Source::Mcp:
        if (auto* client = qobject_cast<McpClient*>(m_object.data())) {
            QString text = tr("MCP server \"%1\": %2 (%3)")
                               .arg(client->config().name, client->endpoint(),
                                    McpClient::stateName(client->state()));
            if (client->trafficDropped() > 0)
                text += u' ' + tr("%n earlier message(s) were dropped from its log.", nullptr,
                                  int(std::min<qint64>(client->trafficDropped(), INT_MAX)));
            m_sourceLabel->setText(text);
        }
        break;
    case Source::A2a:
        if (auto* client = qobject_cast<A2aClient*>(m_object.data())) {
            const A2aEndpoint endpoint = client->endpoint();
            m_sourceLabel->setText(
                endpoint.isValid()
                    ? tr("A2A peer: %1 (%2)")
                          .arg(endpoint.url.toDisplayString(),
                               A2aClient::protocolName(endpoint.protocol))
                    : tr("A2A peer: no usable card yet; the card request is shown when made."));
        }
        break;
    case Source::Command:
        if (auto* handler = qobject_cast<CommandHandler*>(m_object.data()))
            m_sourceLabel->setText(
                tr("Command: %1. Each run is listed when it ends; its stderr goes to the log.")
                    .arg(handler->program()));
        break;
    }
}

void HandlerLogDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange) {
        m_messageHighlighter->setPalette(palette());
        m_partnerHighlighter->setPalette(palette());
    }
    QDialog::changeEvent(event);
}

void HandlerLogDialog::setHandlerName(const QString& name)
{
    m_name = name;
    retranslateUi();
}

void HandlerLogDialog::detach()
{
    for (const QMetaObject::Connection& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_object = nullptr;
    m_source = Source::None;
}

void HandlerLogDialog::resetSource(Source source)
{
    detach();
    clear();
    m_classifier.clear();
    m_source = source;
}

void HandlerLogDialog::setMcpClient(McpClient* client)
{
    resetSource(client ? Source::Mcp : Source::None);
    if (client) {
        m_object = client;
        m_tabs->setTabVisible(1, true);
        for (const McpTrafficEntry& entry : client->trafficLog())
            appendMcp(entry);
        appendLogLines(client->serverLog());
        m_connections << connect(client, &McpClient::trafficAppended, this,
                                 &HandlerLogDialog::appendMcp);
        m_connections << connect(client, &McpClient::serverLogAppended, this,
                                 &HandlerLogDialog::appendLogLines);
        m_connections << connect(client, &McpClient::stateChanged, this,
                                 &HandlerLogDialog::retranslateUi);
        m_connections << connect(client, &QObject::destroyed, this, &HandlerLogDialog::detach);
    }
    retranslateUi();
}

void HandlerLogDialog::setA2aClient(A2aClient* client)
{
    resetSource(client ? Source::A2a : Source::None);
    if (client) {
        m_object = client;
        m_tabs->setTabVisible(1, false); // a peer over HTTP has no log of its own
        for (const A2aTrafficEntry& entry : client->trafficLog())
            appendA2a(entry);
        m_connections << connect(client, &A2aClient::trafficAppended, this,
                                 &HandlerLogDialog::appendA2a);
        m_connections << connect(client, &A2aClient::cardChanged, this,
                                 &HandlerLogDialog::retranslateUi);
        m_connections << connect(client, &QObject::destroyed, this, &HandlerLogDialog::detach);
    }
    retranslateUi();
}

void HandlerLogDialog::setCommandHandler(CommandHandler* handler)
{
    resetSource(handler ? Source::Command : Source::None);
    if (handler) {
        m_object = handler;
        m_tabs->setTabVisible(1, true);
        m_connections << connect(handler, &CommandHandler::commandFinished, this,
                                 &HandlerLogDialog::appendCommand);
        m_connections << connect(handler, &QObject::destroyed, this, &HandlerLogDialog::detach);
    }
    retranslateUi();
}

QTreeWidgetItem* HandlerLogDialog::appendRow(bool sent, const QDateTime& time,
                                             const QString& summary, const QString& text,
                                             qsizetype fullLength)
{
    QScrollBar* bar = m_traffic->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum();
    auto* item = new QTreeWidgetItem;
    item->setText(TimeColumn, timeText(time));
    item->setText(DirectionColumn, sent ? u"→"_s : u"←"_s);
    item->setToolTip(DirectionColumn, sent ? tr("sent") : tr("received"));
    item->setText(MessageColumn, summary);
    item->setToolTip(MessageColumn, summary);
    item->setText(SizeColumn, HandlerTrafficClassifier::sizeText(fullLength));
    item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setData(0, TextRole, text);
    item->setData(0, FullLengthRole, qint64(fullLength));
    item->setData(0, ExchangeRole, int(Exchange::Other));
    m_traffic->addTopLevelItem(item);
    trimRows();
    if (atEnd)
        m_traffic->scrollToBottom();
    updateCounts();
    return item;
}

void HandlerLogDialog::trimRows()
{
    while (m_traffic->topLevelItemCount() > MaxTrafficRows) {
        QTreeWidgetItem* item = m_traffic->takeTopLevelItem(0);
        const QVariant id = item->data(0, IdRole);
        if (id.isValid()) {
            if (m_requests.value(id.toLongLong()) == item)
                m_requests.remove(id.toLongLong());
            if (m_responses.value(id.toLongLong()) == item)
                m_responses.remove(id.toLongLong());
        }
        delete item;
    }
}

void HandlerLogDialog::appendMcp(const McpTrafficEntry& entry)
{
    appendTraffic(m_classifier.classify(entry));
}

void HandlerLogDialog::appendA2a(const A2aTrafficEntry& entry)
{
    appendTraffic(m_classifier.classify(entry));
}

void HandlerLogDialog::appendTraffic(const HandlerTrafficRow& row)
{
    QTreeWidgetItem* item = appendRow(row.sent, row.time, row.summary, row.text, row.fullLength);
    if (row.exchange != HandlerTrafficRow::Exchange::Other) {
        item->setData(0, IdRole, row.id);
        item->setData(0, ExchangeRole, int(row.exchange));
        (row.exchange == HandlerTrafficRow::Exchange::Request ? m_requests : m_responses)
            .insert(row.id, item);
    }
}

void HandlerLogDialog::appendCommand(const QString& toolUseId, const CommandOutcome& outcome)
{
    const QDateTime now = QDateTime::currentDateTime();
    const HandlerTrafficRow row = HandlerTrafficClassifier::classify(toolUseId, outcome, now);
    appendRow(row.sent, row.time, row.summary, row.text, row.fullLength);
    if (const QList<McpLogLine> lines =
            HandlerTrafficClassifier::stderrLines(toolUseId, outcome, now);
        !lines.isEmpty())
        appendLogLines(lines);
}

void HandlerLogDialog::appendLogLines(const QList<McpLogLine>& lines)
{
    if (lines.isEmpty())
        return;
    QScrollBar* bar = m_log->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum();
    QStringList text;
    text.reserve(lines.size());
    for (const McpLogLine& line : lines)
        text << timeText(line.time) + u"  "_s + line.text;
    m_log->appendPlainText(text.join(u'\n'));
    if (atEnd)
        bar->setValue(bar->maximum());
    updateCounts();
}

QTreeWidgetItem* HandlerLogDialog::partnerOf(QTreeWidgetItem* item) const
{
    if (!item)
        return nullptr;
    const QVariant id = item->data(0, IdRole);
    if (!id.isValid())
        return nullptr;
    switch (Exchange(item->data(0, ExchangeRole).toInt())) {
    case Exchange::Request:
        return m_responses.value(id.toLongLong());
    case Exchange::Response:
        return m_requests.value(id.toLongLong());
    case Exchange::Other:
        break;
    }
    return nullptr;
}

void HandlerLogDialog::showSelection()
{
    QTreeWidgetItem* item = m_traffic->currentItem();
    QTreeWidgetItem* partner = partnerOf(item);
    const auto describe = [this](QTreeWidgetItem* it) {
        const bool sent = it->text(DirectionColumn) == u"→"_s;
        QString label = (sent ? tr("Sent at %1") : tr("Received at %1")).arg(it->text(TimeColumn));
        const qint64 full = it->data(0, FullLengthRole).toLongLong();
        const qsizetype shown = it->data(0, TextRole).toString().size();
        if (full > shown)
            label += u' ' + tr("(cut: %1 of %2 characters kept)").arg(shown).arg(full);
        return label;
    };
    if (!item) {
        m_messageLabel->setText(tr("Select a message to see it in full."));
        m_messageView->clear();
    } else {
        m_messageLabel->setText(describe(item));
        m_messageView->setPlainText(
            HandlerTrafficClassifier::prettyText(item->data(0, TextRole).toString()));
    }
    const bool exchange = item && item->data(0, IdRole).isValid();
    m_partnerLabel->setVisible(exchange);
    m_partnerView->setVisible(exchange);
    if (exchange) {
        const bool isRequest = Exchange(item->data(0, ExchangeRole).toInt()) == Exchange::Request;
        if (partner) {
            m_partnerLabel->setText((isRequest ? tr("Its response — %1") : tr("Its request — %1"))
                                        .arg(describe(partner)));
            m_partnerView->setPlainText(
                HandlerTrafficClassifier::prettyText(partner->data(0, TextRole).toString()));
        } else {
            m_partnerLabel->setText(isRequest ? tr("No response yet.")
                                              : tr("Its request is no longer in this window."));
            m_partnerView->clear();
        }
    }
    updateButtons();
}

bool HandlerLogDialog::selectRequest(qint64 id)
{
    QTreeWidgetItem* item = m_requests.value(id);
    if (!item)
        return false;
    m_tabs->setCurrentIndex(0);
    m_traffic->setCurrentItem(item);
    m_traffic->scrollToItem(item);
    return true;
}

int HandlerLogDialog::trafficRowCount() const
{
    return m_traffic->topLevelItemCount();
}

int HandlerLogDialog::logLineCount() const
{
    return m_log->document()->isEmpty() ? 0 : m_log->document()->blockCount();
}

void HandlerLogDialog::updateCounts()
{
    m_tabs->setTabText(0, tr("&Traffic (%1)").arg(trafficRowCount()));
    m_tabs->setTabText(1, m_source == Source::Command ? tr("&stderr (%1)").arg(logLineCount())
                                                      : tr("&Server log (%1)").arg(logLineCount()));
    m_tabs->setTabToolTip(1, tr("The server's stderr and the log messages it sent"));
    updateButtons();
}

void HandlerLogDialog::updateButtons()
{
    const bool trafficTab = m_tabs->currentIndex() == 0;
    m_copyButton->setEnabled(trafficTab ? m_traffic->currentItem() != nullptr : logLineCount() > 0);
    m_clearButton->setEnabled(trafficRowCount() > 0 || logLineCount() > 0);
}

void HandlerLogDialog::copy()
{
    QString text;
    if (m_tabs->currentIndex() == 0) {
        QTreeWidgetItem* item = m_traffic->currentItem();
        if (!item)
            return;
        text = m_messageLabel->text() + u'\n' + m_messageView->toPlainText();
        if (m_partnerView->isVisibleTo(this) && partnerOf(item))
            text += u"\n\n"_s + m_partnerLabel->text() + u'\n' + m_partnerView->toPlainText();
    } else {
        text = m_log->textCursor().hasSelection() ? m_log->textCursor().selectedText()
                                                  : m_log->toPlainText();
        text.replace(QChar::ParagraphSeparator, u'\n');
    }
    QApplication::clipboard()->setText(text);
}

void HandlerLogDialog::clear()
{
    m_traffic->clear();
    m_requests.clear();
    m_responses.clear();
    m_log->clear();
    showSelection();
    updateCounts();
}

} // namespace mantyx
