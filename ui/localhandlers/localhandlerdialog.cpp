// SPDX-License-Identifier: MIT
// LocalHandlerDialog: one form per handler kind, validated on every keystroke.
#include "localhandlers/localhandlerdialog.h"

#include <algorithm>
#include <optional>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include "localtools/a2aclient.h"
#include "localtools/mcpresolution.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kNameColumn = 0;
constexpr int kValueColumn = 1;
constexpr int kSecretColumn = 2;

constexpr int kToolServerColumn = 0;
constexpr int kToolModelColumn = 1;
constexpr int kToolSeenColumn = 2;

// Shows the values of credential rows as dots, and edits them in a password field.
class MaskingDelegate final : public QStyledItemDelegate
{
public:
    MaskingDelegate(QTableWidget* table, bool alwaysMasked)
        : QStyledItemDelegate(table)
        , m_table(table)
        , m_alwaysMasked(alwaysMasked)
    {}

    bool masked(int row) const
    {
        if (m_alwaysMasked)
            return true;
        const QTableWidgetItem* secret = m_table->item(row, kSecretColumn);
        return secret && secret->checkState() == Qt::Checked;
    }

    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() == kValueColumn && masked(index.row()) && !option->text.isEmpty())
            option->text = QString(std::min<qsizetype>(option->text.size(), 12), QChar(0x2022));
    }

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override
    {
        QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto* line = qobject_cast<QLineEdit*>(editor);
            line && index.column() == kValueColumn && masked(index.row()))
            line->setEchoMode(QLineEdit::PasswordEchoOnEdit);
        return editor;
    }

private:
    QTableWidget* m_table = nullptr;
    bool m_alwaysMasked = false;
};

QLabel* makeMessage(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, label->palette()));
    label->setPalette(p);
    label->setVisible(false);
    return label;
}

// The inverse of QProcess::splitCommand(): spaces quoted with "…", a quote as """.
QString joinArguments(const QStringList& arguments)
{
    QStringList parts;
    for (const QString& argument : arguments) {
        if (!argument.isEmpty() && !argument.contains(u' ') && !argument.contains(u'\t') &&
            !argument.contains(u'"')) {
            parts << argument;
            continue;
        }
        QString quoted = argument;
        quoted.replace(u"\""_s, u"\"\"\""_s);
        parts << u'"' + quoted + u'"';
    }
    return parts.join(u' ');
}

// Rows of a name/value table; rows without a name are skipped.
QMap<QString, QString> tableValues(const QTableWidget* table, QStringList* secretNames = nullptr)
{
    QMap<QString, QString> out;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem* name = table->item(row, kNameColumn);
        const QTableWidgetItem* value = table->item(row, kValueColumn);
        const QString key = name ? name->text().trimmed() : QString();
        if (key.isEmpty())
            continue;
        out.insert(key, value ? value->text() : QString());
        if (secretNames) {
            const QTableWidgetItem* secret = table->item(row, kSecretColumn);
            if (secret && secret->checkState() == Qt::Checked)
                *secretNames << key;
        }
    }
    return out;
}

void addTableRow(QTableWidget* table, const QString& name, const QString& value, bool secret)
{
    const int row = table->rowCount();
    table->insertRow(row);
    table->setItem(row, kNameColumn, new QTableWidgetItem(name));
    table->setItem(row, kValueColumn, new QTableWidgetItem(value));
    if (table->columnCount() > kSecretColumn) {
        auto* check = new QTableWidgetItem;
        check->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        check->setCheckState(secret ? Qt::Checked : Qt::Unchecked);
        table->setItem(row, kSecretColumn, check);
    }
}

void fillTable(QTableWidget* table, const QMap<QString, QString>& values,
               const QStringList& secretNames = {})
{
    table->setRowCount(0);
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        addTableRow(table, it.key(), *it, secretNames.contains(it.key()));
}

// The names in a table given more than once, or rows with a value and no name.
QString tableProblem(const QTableWidget* table, const QString& what)
{
    QSet<QString> seen;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem* name = table->item(row, kNameColumn);
        const QTableWidgetItem* value = table->item(row, kValueColumn);
        const QString key = name ? name->text().trimmed() : QString();
        if (key.isEmpty()) {
            if (value && !value->text().isEmpty())
                return LocalHandlerDialog::tr("Row %1 of the %2 has a value but no name.")
                    .arg(row + 1)
                    .arg(what);
            continue;
        }
        if (seen.contains(key))
            return LocalHandlerDialog::tr("\"%1\" is given twice in the %2.").arg(key, what);
        seen.insert(key);
    }
    return {};
}

} // namespace

LocalHandlerDialog::LocalHandlerDialog(HandlerKind kind, QWidget* parent)
    : QDialog(parent)
    , m_kind(kind == HandlerKind::None ? HandlerKind::Command : kind)
{
    setObjectName(u"localHandlerDialog"_s);
    setWindowFlag(Qt::WindowContextHelpButtonHint, false);

    m_intro = new QLabel(this);
    m_intro->setObjectName(u"introLabel"_s);
    m_intro->setWordWrap(true);

    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName(u"nameEdit"_s);
    m_nameLabel = new QLabel(this);
    m_nameLabel->setBuddy(m_nameEdit);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_nameLabel, withMessage(m_nameEdit, &m_nameMessage, u"nameMessage"_s));

    switch (m_kind) {
    case HandlerKind::Mcp:
        buildMcp(form);
        break;
    case HandlerKind::A2a:
        buildA2a(form);
        break;
    case HandlerKind::Command:
    case HandlerKind::None:
        buildCommand(form);
        break;
    }

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(u"buttonBox"_s);
    m_okButton = m_buttons->button(QDialogButtonBox::Ok);
    m_okButton->setObjectName(u"okButton"_s);
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(u"cancelButton"_s);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isValid())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &LocalHandlerDialog::reject);
    connect(m_nameEdit, &QLineEdit::textChanged, this, &LocalHandlerDialog::validate);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form, 1);
    layout->addWidget(m_buttons);

    retranslateUi();
    validate();
    resize(m_kind == HandlerKind::Mcp ? QSize(640, 640) : QSize(560, 360));
}

LocalHandlerDialog::~LocalHandlerDialog() = default;

QWidget* LocalHandlerDialog::withMessage(QWidget* field, QLabel** message,
                                         const QString& objectName)
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    *message = makeMessage(box, objectName);
    layout->addWidget(*message);
    return box;
}

QTableWidget* LocalHandlerDialog::makePairTable(const QString& objectName, bool withSecretColumn)
{
    auto* table = new QTableWidget(0, withSecretColumn ? 3 : 2, this);
    table->setObjectName(objectName);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSectionResizeMode(kNameColumn, QHeaderView::Interactive);
    table->horizontalHeader()->setSectionResizeMode(kValueColumn, QHeaderView::Stretch);
    if (withSecretColumn)
        table->horizontalHeader()->setSectionResizeMode(kSecretColumn,
                                                        QHeaderView::ResizeToContents);
    table->setColumnWidth(kNameColumn, 160);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setItemDelegate(new MaskingDelegate(table, !withSecretColumn));
    table->setMinimumHeight(90);
    table->setMaximumHeight(140);
    connect(table, &QTableWidget::itemChanged, this, [this, table](QTableWidgetItem* item) {
        if (item->column() == kSecretColumn)
            table->viewport()->update();
        if (!m_loading)
            validate();
    });
    return table;
}

QWidget* LocalHandlerDialog::pairEditor(QTableWidget* table, const QString& objectName)
{
    auto* box = new QWidget(this);
    auto* add = new QPushButton(box);
    add->setObjectName(objectName + u"AddButton"_s);
    add->setAutoDefault(false);
    add->setText(tr("Add"));
    auto* remove = new QPushButton(box);
    remove->setObjectName(objectName + u"RemoveButton"_s);
    remove->setAutoDefault(false);
    remove->setText(tr("Remove"));
    remove->setEnabled(false);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table, 1);
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this, table] {
        addTableRow(table, QString(), QString(), false);
        table->setCurrentCell(table->rowCount() - 1, kNameColumn);
        table->editItem(table->item(table->rowCount() - 1, kNameColumn));
        validate();
    });
    connect(remove, &QPushButton::clicked, this, [this, table] {
        const int row = table->currentRow();
        if (row >= 0)
            table->removeRow(row);
        validate();
    });
    connect(table, &QTableWidget::currentCellChanged, remove,
            [remove](int row) { remove->setEnabled(row >= 0); });
    return box;
}

void LocalHandlerDialog::buildMcp(QFormLayout* form)
{
    m_transportCombo = new QComboBox(this);
    m_transportCombo->setObjectName(u"transportCombo"_s);
    m_transportCombo->addItem(QString(), int(McpServerConfig::Transport::Stdio));
    m_transportCombo->addItem(QString(), int(McpServerConfig::Transport::Http));
    m_transportLabel = new QLabel(this);
    m_transportLabel->setBuddy(m_transportCombo);
    form->addRow(m_transportLabel, m_transportCombo);

    // stdio
    auto* stdioPage = new QWidget(this);
    auto* stdioForm = new QFormLayout(stdioPage);
    stdioForm->setContentsMargins(0, 0, 0, 0);
    stdioForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_commandEdit = new QLineEdit(stdioPage);
    m_commandEdit->setObjectName(u"commandEdit"_s);
    m_commandBrowse = new QPushButton(stdioPage);
    m_commandBrowse->setObjectName(u"commandBrowseButton"_s);
    m_commandBrowse->setAutoDefault(false);
    auto* commandRow = new QWidget(stdioPage);
    auto* commandLayout = new QHBoxLayout(commandRow);
    commandLayout->setContentsMargins(0, 0, 0, 0);
    commandLayout->addWidget(m_commandEdit, 1);
    commandLayout->addWidget(m_commandBrowse);
    m_commandLabel = new QLabel(stdioPage);
    m_commandLabel->setBuddy(m_commandEdit);
    stdioForm->addRow(m_commandLabel,
                      withMessage(commandRow, &m_commandMessage, u"commandMessage"_s));
    m_argumentsEdit = new QLineEdit(stdioPage);
    m_argumentsEdit->setObjectName(u"argumentsEdit"_s);
    m_argumentsLabel = new QLabel(stdioPage);
    m_argumentsLabel->setBuddy(m_argumentsEdit);
    stdioForm->addRow(m_argumentsLabel,
                      withMessage(m_argumentsEdit, &m_argumentsMessage, u"argumentsMessage"_s));
    m_environmentTable = makePairTable(u"environmentTable"_s, true);
    m_environmentLabel = new QLabel(stdioPage);
    m_environmentLabel->setBuddy(m_environmentTable);
    stdioForm->addRow(m_environmentLabel,
                      withMessage(pairEditor(m_environmentTable, u"environment"_s),
                                  &m_environmentMessage, u"environmentMessage"_s));
    m_workingDirEdit = new QLineEdit(stdioPage);
    m_workingDirEdit->setObjectName(u"workingDirectoryEdit"_s);
    m_workingDirLabel = new QLabel(stdioPage);
    m_workingDirLabel->setBuddy(m_workingDirEdit);
    stdioForm->addRow(m_workingDirLabel, m_workingDirEdit);

    // Streamable HTTP
    auto* httpPage = new QWidget(this);
    auto* httpForm = new QFormLayout(httpPage);
    httpForm->setContentsMargins(0, 0, 0, 0);
    httpForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_urlEdit = new QLineEdit(httpPage);
    m_urlEdit->setObjectName(u"urlEdit"_s);
    m_urlLabel = new QLabel(httpPage);
    m_urlLabel->setBuddy(m_urlEdit);
    httpForm->addRow(m_urlLabel, withMessage(m_urlEdit, &m_urlMessage, u"urlMessage"_s));
    m_headersTable = makePairTable(u"headersTable"_s, false);
    m_headersLabel = new QLabel(httpPage);
    m_headersLabel->setBuddy(m_headersTable);
    httpForm->addRow(m_headersLabel, withMessage(pairEditor(m_headersTable, u"headers"_s),
                                                 &m_headersMessage, u"headersMessage"_s));

    m_transportPages = new QStackedWidget(this);
    m_transportPages->setObjectName(u"transportPages"_s);
    m_transportPages->addWidget(stdioPage);
    m_transportPages->addWidget(httpPage);
    form->addRow(m_transportPages);

    // Tools
    m_toolsGroup = new QGroupBox(this);
    m_toolsGroup->setObjectName(u"toolsGroup"_s);
    auto* toolsForm = new QFormLayout(m_toolsGroup);
    toolsForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_prefixEdit = new QLineEdit(m_toolsGroup);
    m_prefixEdit->setObjectName(u"prefixEdit"_s);
    m_prefixCheck = new QCheckBox(m_toolsGroup);
    m_prefixCheck->setObjectName(u"prefixCheck"_s);
    m_prefixCheck->setChecked(true);
    toolsForm->addRow(m_prefixCheck,
                      withMessage(m_prefixEdit, &m_prefixMessage, u"prefixMessage"_s));
    m_includeNewCheck = new QCheckBox(m_toolsGroup);
    m_includeNewCheck->setObjectName(u"includeNewToolsCheck"_s);
    m_includeNewCheck->setChecked(true);
    toolsForm->addRow(m_includeNewCheck);
    m_toolsTable = new QTableWidget(0, 3, m_toolsGroup);
    m_toolsTable->setObjectName(u"toolsTable"_s);
    m_toolsTable->verticalHeader()->setVisible(false);
    m_toolsTable->horizontalHeader()->setSectionResizeMode(kToolServerColumn,
                                                           QHeaderView::ResizeToContents);
    m_toolsTable->horizontalHeader()->setSectionResizeMode(kToolModelColumn, QHeaderView::Stretch);
    m_toolsTable->horizontalHeader()->setSectionResizeMode(kToolSeenColumn,
                                                           QHeaderView::ResizeToContents);
    m_toolsTable->setMinimumHeight(120);
    toolsForm->addRow(m_toolsTable);
    m_toolsNote = new QLabel(m_toolsGroup);
    m_toolsNote->setObjectName(u"toolsNote"_s);
    m_toolsNote->setWordWrap(true);
    toolsForm->addRow(m_toolsNote);
    m_toolsMessage = makeMessage(m_toolsGroup, u"toolsMessage"_s);
    toolsForm->addRow(m_toolsMessage);
    form->addRow(m_toolsGroup);

    m_requestTimeoutSpin = new QSpinBox(this);
    m_requestTimeoutSpin->setObjectName(u"requestTimeoutSpin"_s);
    m_requestTimeoutSpin->setRange(1, 3600);
    m_requestTimeoutSpin->setValue(McpServerConfig::DefaultRequestTimeoutMs / 1000);
    m_requestTimeoutLabel = new QLabel(this);
    m_requestTimeoutLabel->setBuddy(m_requestTimeoutSpin);
    m_callTimeoutSpin = new QSpinBox(this);
    m_callTimeoutSpin->setObjectName(u"callTimeoutSpin"_s);
    m_callTimeoutSpin->setRange(1, 86400);
    m_callTimeoutSpin->setValue(McpServerConfig::DefaultCallTimeoutMs / 1000);
    m_callTimeoutLabel = new QLabel(this);
    m_callTimeoutLabel->setBuddy(m_callTimeoutSpin);
    auto* timeouts = new QHBoxLayout;
    timeouts->addWidget(m_requestTimeoutLabel);
    timeouts->addWidget(m_requestTimeoutSpin);
    timeouts->addSpacing(12);
    timeouts->addWidget(m_callTimeoutLabel);
    timeouts->addWidget(m_callTimeoutSpin);
    timeouts->addStretch(1);
    form->addRow(timeouts);

    connect(m_transportCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_transportPages->setCurrentIndex(index);
        validate();
    });
    for (QLineEdit* edit : {m_commandEdit, m_argumentsEdit, m_urlEdit, m_prefixEdit})
        connect(edit, &QLineEdit::textChanged, this, &LocalHandlerDialog::validate);
    connect(m_commandBrowse, &QPushButton::clicked, this, [this] { browseProgram(m_commandEdit); });
    connect(m_toolsTable, &QTableWidget::itemChanged, this, [this] {
        if (!m_loading)
            validate();
    });
    connect(m_includeNewCheck, &QCheckBox::toggled, this, &LocalHandlerDialog::validate);
    connect(m_prefixCheck, &QCheckBox::toggled, this, &LocalHandlerDialog::validate);
    fillToolsTable();
}

void LocalHandlerDialog::buildA2a(QFormLayout* form)
{
    m_urlRadio = new QRadioButton(this);
    m_urlRadio->setObjectName(u"urlRadio"_s);
    m_urlRadio->setChecked(true);
    m_fileRadio = new QRadioButton(this);
    m_fileRadio->setObjectName(u"fileRadio"_s);
    auto* sourceRow = new QHBoxLayout;
    sourceRow->addWidget(m_urlRadio);
    sourceRow->addWidget(m_fileRadio);
    sourceRow->addStretch(1);
    form->addRow(sourceRow);

    m_urlEdit = new QLineEdit(this);
    m_urlEdit->setObjectName(u"urlEdit"_s);
    m_urlLabel = new QLabel(this);
    m_urlLabel->setBuddy(m_urlEdit);
    form->addRow(m_urlLabel, withMessage(m_urlEdit, &m_urlMessage, u"urlMessage"_s));

    m_cardFileEdit = new QLineEdit(this);
    m_cardFileEdit->setObjectName(u"cardFileEdit"_s);
    m_cardFileBrowse = new QPushButton(this);
    m_cardFileBrowse->setObjectName(u"cardFileBrowseButton"_s);
    m_cardFileBrowse->setAutoDefault(false);
    auto* fileRow = new QWidget(this);
    auto* fileLayout = new QHBoxLayout(fileRow);
    fileLayout->setContentsMargins(0, 0, 0, 0);
    fileLayout->addWidget(m_cardFileEdit, 1);
    fileLayout->addWidget(m_cardFileBrowse);
    m_cardFileLabel = new QLabel(this);
    m_cardFileLabel->setBuddy(m_cardFileEdit);
    form->addRow(m_cardFileLabel, withMessage(fileRow, &m_cardFileMessage, u"cardFileMessage"_s));

    m_headersTable = makePairTable(u"headersTable"_s, false);
    m_headersLabel = new QLabel(this);
    m_headersLabel->setBuddy(m_headersTable);
    form->addRow(m_headersLabel, withMessage(pairEditor(m_headersTable, u"headers"_s),
                                             &m_headersMessage, u"headersMessage"_s));

    connect(m_urlRadio, &QRadioButton::toggled, this, &LocalHandlerDialog::validate);
    connect(m_urlEdit, &QLineEdit::textChanged, this, &LocalHandlerDialog::validate);
    connect(m_cardFileEdit, &QLineEdit::textChanged, this, &LocalHandlerDialog::validate);
    connect(m_cardFileBrowse, &QPushButton::clicked, this, &LocalHandlerDialog::browseCardFile);
}

void LocalHandlerDialog::buildCommand(QFormLayout* form)
{
    m_programEdit = new QLineEdit(this);
    m_programEdit->setObjectName(u"programEdit"_s);
    m_programBrowse = new QPushButton(this);
    m_programBrowse->setObjectName(u"programBrowseButton"_s);
    m_programBrowse->setAutoDefault(false);
    auto* programRow = new QWidget(this);
    auto* programLayout = new QHBoxLayout(programRow);
    programLayout->setContentsMargins(0, 0, 0, 0);
    programLayout->addWidget(m_programEdit, 1);
    programLayout->addWidget(m_programBrowse);
    m_programLabel = new QLabel(this);
    m_programLabel->setBuddy(m_programEdit);
    form->addRow(m_programLabel, withMessage(programRow, &m_programMessage, u"programMessage"_s));

    m_argumentsEdit = new QLineEdit(this);
    m_argumentsEdit->setObjectName(u"argumentsEdit"_s);
    m_argumentsLabel = new QLabel(this);
    m_argumentsLabel->setBuddy(m_argumentsEdit);
    form->addRow(m_argumentsLabel,
                 withMessage(m_argumentsEdit, &m_argumentsMessage, u"argumentsMessage"_s));

    m_timeoutSpin = new QSpinBox(this);
    m_timeoutSpin->setObjectName(u"timeoutSpin"_s);
    m_timeoutSpin->setRange(0, 86400);
    m_timeoutSpin->setValue(CommandHandler::DefaultTimeoutMs / 1000);
    m_timeoutLabel = new QLabel(this);
    m_timeoutLabel->setBuddy(m_timeoutSpin);
    form->addRow(m_timeoutLabel, m_timeoutSpin);

    connect(m_programEdit, &QLineEdit::textChanged, this, &LocalHandlerDialog::validate);
    connect(m_argumentsEdit, &QLineEdit::textChanged, this, &LocalHandlerDialog::validate);
    connect(m_programBrowse, &QPushButton::clicked, this, [this] { browseProgram(m_programEdit); });
}

void LocalHandlerDialog::retranslateUi()
{
    switch (m_kind) {
    case HandlerKind::Mcp:
        setWindowTitle(tr("MCP Server"));
        m_intro->setText(tr("A local MCP server answers the run's mcp_local tool calls. It is "
                            "started on this machine (a command speaking JSON-RPC on stdin and "
                            "stdout) or reached over Streamable HTTP."));
        m_nameLabel->setText(tr("&Name:"));
        m_nameEdit->setPlaceholderText(tr("e.g. fs"));
        m_nameEdit->setToolTip(tr("The mcp_local ref's name, and the mcpServer of its calls"));
        m_transportLabel->setText(tr("&Transport:"));
        m_transportCombo->setItemText(0, tr("Command (stdio)"));
        m_transportCombo->setItemText(1, tr("URL (Streamable HTTP)"));
        m_commandLabel->setText(tr("&Command:"));
        m_commandEdit->setPlaceholderText(tr("e.g. npx"));
        m_commandEdit->setToolTip(tr("The program that starts the server; found on PATH unless "
                                     "it is a path"));
        m_commandBrowse->setText(tr("Browse…"));
        m_argumentsLabel->setText(tr("&Arguments:"));
        m_argumentsEdit->setPlaceholderText(tr("e.g. -y @modelcontextprotocol/server-everything"));
        m_argumentsEdit->setToolTip(tr("Separated by spaces; quote an argument that contains "
                                       "spaces with \"…\""));
        m_environmentLabel->setText(tr("&Environment:"));
        m_environmentTable->setHorizontalHeaderLabels({tr("Variable"), tr("Value"), tr("Secret")});
        m_environmentTable->setToolTip(
            tr("Added to this app's environment. Values marked secret are kept in the system "
               "keychain, never in the settings file."));
        m_workingDirLabel->setText(tr("&Working folder:"));
        m_workingDirEdit->setPlaceholderText(tr("this app's"));
        m_urlLabel->setText(tr("&URL:"));
        m_urlEdit->setPlaceholderText(tr("e.g. http://127.0.0.1:3001/mcp"));
        m_urlEdit->setToolTip(tr("The server's MCP endpoint"));
        m_headersLabel->setText(tr("&Headers:"));
        m_headersTable->setHorizontalHeaderLabels({tr("Header"), tr("Value")});
        m_headersTable->setToolTip(tr("Sent with every request. The values are credentials: "
                                      "they are kept in the system keychain."));
        m_toolsGroup->setTitle(tr("Tools the model sees"));
        m_prefixCheck->setText(tr("&Prefix:"));
        m_prefixCheck->setToolTip(tr("Put a prefix before every tool name, as the official SDKs "
                                     "do (<server>_<tool>), to keep the tools of two servers "
                                     "apart. Off: the server's names as they are."));
        m_prefixEdit->setToolTip(tr("Empty: the server's name and an underscore"));
        m_includeNewCheck->setText(tr("Include tools the server adds later"));
        m_toolsTable->setHorizontalHeaderLabels(
            {tr("Server's tool"), tr("Name for the model"), tr("The model sees")});
        m_toolsTable->setToolTip(tr("Uncheck a tool to leave it out; give it a name of your "
                                    "own, or leave the name empty for the prefix plus the "
                                    "server's name"));
        m_requestTimeoutLabel->setText(tr("Start time-&out:"));
        m_requestTimeoutSpin->setSuffix(tr(" s"));
        m_requestTimeoutSpin->setToolTip(tr("initialize and each tools/list page"));
        m_callTimeoutLabel->setText(tr("Call &time-out:"));
        m_callTimeoutSpin->setSuffix(tr(" s"));
        m_callTimeoutSpin->setToolTip(
            tr("tools/call; each progress notification from the server starts it again"));
        break;
    case HandlerKind::A2a:
        setWindowTitle(tr("A2A Peer"));
        m_intro->setText(tr("An A2A agent answers the run's a2a_local tool of this name: the "
                            "call's message is sent to it and its reply is the tool's answer. "
                            "Its agent card is fetched from the agent's URL or read from a "
                            "file, and shipped with the run."));
        m_nameLabel->setText(tr("&Tool name:"));
        m_nameEdit->setPlaceholderText(tr("e.g. hr_agent"));
        m_nameEdit->setToolTip(tr("The a2a_local ref's name: the tool name the model sees"));
        m_urlRadio->setText(tr("Agent &URL"));
        m_urlRadio->setToolTip(tr("Fetch the card from <URL>/.well-known/agent-card.json (or "
                                  "agent.json), or from the URL itself when it ends in .json"));
        m_fileRadio->setText(tr("Card &file"));
        m_fileRadio->setToolTip(tr("Read the card from a JSON file each time the peer starts"));
        m_urlLabel->setText(tr("U&RL:"));
        m_urlEdit->setPlaceholderText(tr("e.g. http://127.0.0.1:4000"));
        m_cardFileLabel->setText(tr("Card f&ile:"));
        m_cardFileBrowse->setText(tr("Browse…"));
        m_headersLabel->setText(tr("&Headers:"));
        m_headersTable->setHorizontalHeaderLabels({tr("Header"), tr("Value")});
        m_headersTable->setToolTip(tr("Sent with the card request and every call. The values "
                                      "are credentials: they are kept in the system keychain."));
        break;
    case HandlerKind::Command:
    case HandlerKind::None:
        setWindowTitle(tr("Command Tool"));
        m_intro->setText(tr("A program answers the run's local tool of this name. It gets the "
                            "call's arguments as JSON on stdin (and MANTYX_TOOL_NAME, "
                            "MANTYX_TOOL_USE_ID in its environment); what it prints is the "
                            "answer. A non-zero exit is an error."));
        m_nameLabel->setText(tr("&Tool name:"));
        m_nameEdit->setPlaceholderText(tr("e.g. lookup_order"));
        m_nameEdit->setToolTip(tr("The local tool's name, as the model calls it"));
        m_programLabel->setText(tr("&Program:"));
        m_programEdit->setPlaceholderText(tr("e.g. /usr/local/bin/lookup-order"));
        m_programEdit->setToolTip(tr("Run directly, without a shell; found on PATH unless it "
                                     "is a path"));
        m_programBrowse->setText(tr("Browse…"));
        m_argumentsLabel->setText(tr("&Arguments:"));
        m_argumentsEdit->setToolTip(tr("Fixed arguments, separated by spaces; quote one that "
                                       "contains spaces with \"…\""));
        m_timeoutLabel->setText(tr("&Time-out:"));
        m_timeoutSpin->setSuffix(tr(" s"));
        m_timeoutSpin->setSpecialValueText(tr("none"));
        m_timeoutSpin->setToolTip(tr("The program is stopped after this long and the call "
                                     "answered with an error"));
        break;
    }
    // The transport pages have forms of their own: one label width keeps every field aligned.
    int labelWidth = 0;
    const QList<QLabel*> labels{m_nameLabel,      m_transportLabel,   m_commandLabel,
                                m_argumentsLabel, m_environmentLabel, m_workingDirLabel,
                                m_urlLabel,       m_headersLabel,     m_cardFileLabel,
                                m_programLabel,   m_timeoutLabel};
    for (QLabel* label : labels) {
        if (label)
            labelWidth = std::max(labelWidth, label->sizeHint().width());
    }
    for (QLabel* label : labels) {
        if (label)
            label->setMinimumWidth(labelWidth);
    }
    fillToolsTable();
    validate();
}

void LocalHandlerDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void LocalHandlerDialog::setTakenNames(const QStringList& mcpServerNames,
                                       const QStringList& toolNames)
{
    m_takenServers = mcpServerNames;
    m_takenTools = toolNames;
    validate();
}

void LocalHandlerDialog::browseProgram(QLineEdit* edit)
{
    const QString current = edit->text().trimmed();
    QString start = QFileInfo(current).absolutePath();
    if (!current.contains(u'/'))
        start = QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Program"), start);
    if (!path.isEmpty())
        edit->setText(path);
}

void LocalHandlerDialog::browseCardFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose an Agent Card"), QFileInfo(m_cardFileEdit->text()).absolutePath(),
        tr("Agent cards (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        m_fileRadio->setChecked(true);
        m_cardFileEdit->setText(QDir::toNativeSeparators(path));
    }
}

// ---- MCP

void LocalHandlerDialog::setMcpServer(const McpServerConfig& config)
{
    if (m_kind != HandlerKind::Mcp)
        return;
    m_loading = true;
    m_mcpBase = config;
    m_nameEdit->setText(config.name);
    m_transportCombo->setCurrentIndex(config.transport == McpServerConfig::Transport::Http ? 1 : 0);
    m_transportPages->setCurrentIndex(m_transportCombo->currentIndex());
    m_commandEdit->setText(config.command);
    m_argumentsEdit->setText(joinArguments(config.arguments));
    fillTable(m_environmentTable, config.environment, config.secretEnvironment);
    m_workingDirEdit->setText(config.workingDirectory);
    m_urlEdit->setText(config.url.toString());
    fillTable(m_headersTable, config.headers);
    m_prefixEdit->setText(config.toolPrefix);
    m_prefixCheck->setChecked(config.prefixToolNames);
    m_includeNewCheck->setChecked(config.includeNewTools);
    m_requestTimeoutSpin->setValue(std::max(1, config.requestTimeoutMs / 1000));
    m_callTimeoutSpin->setValue(std::max(1, config.callTimeoutMs / 1000));
    m_loading = false;
    fillToolsTable();
    validate();
}

void LocalHandlerDialog::setKnownTools(const QJsonArray& tools)
{
    m_knownTools = tools;
    fillToolsTable();
    validate();
}

void LocalHandlerDialog::fillToolsTable()
{
    if (!m_toolsTable)
        return;
    // What the user set in the table so far wins over the base config.
    QMap<QString, McpServerConfig::ToolSetting> settings = m_mcpBase.tools;
    const bool includeNew = m_includeNewCheck->isChecked();
    for (int row = 0; row < m_toolsTable->rowCount(); ++row) {
        const QTableWidgetItem* server = m_toolsTable->item(row, kToolServerColumn);
        const QTableWidgetItem* model = m_toolsTable->item(row, kToolModelColumn);
        if (server && model)
            settings.insert(server->text(),
                            {server->checkState() == Qt::Checked, model->text().trimmed()});
    }
    QStringList names;
    for (const QJsonValue& tool : std::as_const(m_knownTools)) {
        const QString name = tool.toObject().value("name"_L1).toString();
        if (!name.isEmpty() && !names.contains(name))
            names << name;
    }
    QStringList unlisted;
    for (auto it = m_mcpBase.tools.cbegin(); it != m_mcpBase.tools.cend(); ++it) {
        if (!names.contains(it.key()))
            unlisted << it.key();
    }

    const bool wasLoading = m_loading;
    m_loading = true;
    m_toolsTable->setRowCount(0);
    for (const QString& name : names + unlisted) {
        const int row = m_toolsTable->rowCount();
        m_toolsTable->insertRow(row);
        const auto setting = settings.constFind(name);
        auto* server = new QTableWidgetItem(name);
        server->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        const bool include = setting != settings.cend() ? setting->include : includeNew;
        server->setCheckState(include ? Qt::Checked : Qt::Unchecked);
        if (unlisted.contains(name))
            server->setToolTip(tr("The server did not list this tool when it last ran; the "
                                  "setting is kept for when it does."));
        auto* model =
            new QTableWidgetItem(setting != settings.cend() ? setting->modelName : QString());
        auto* seen = new QTableWidgetItem;
        seen->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_toolsTable->setItem(row, kToolServerColumn, server);
        m_toolsTable->setItem(row, kToolModelColumn, model);
        m_toolsTable->setItem(row, kToolSeenColumn, seen);
    }
    m_loading = wasLoading;
    m_toolsTable->setVisible(m_toolsTable->rowCount() > 0);
    m_toolsNote->setText(m_toolsTable->rowCount() > 0
                             ? tr("Names that do not match ^[a-zA-Z0-9_]{1,64}$ are adjusted; "
                                  "a name another tool of the run uses gets a number.")
                             : tr("The server's tools are listed here once it has run: start it "
                                  "from the panel, then Edit… to leave tools out or rename "
                                  "them."));
}

McpServerConfig LocalHandlerDialog::mcpServer() const
{
    McpServerConfig config = m_mcpBase;
    if (m_kind != HandlerKind::Mcp)
        return config;
    config.name = m_nameEdit->text().trimmed();
    config.transport = McpServerConfig::Transport(m_transportCombo->currentData().toInt());
    config.command = m_commandEdit->text().trimmed();
    config.arguments = QProcess::splitCommand(m_argumentsEdit->text());
    QStringList secretNames;
    config.environment = tableValues(m_environmentTable, &secretNames);
    config.secretEnvironment = secretNames;
    config.workingDirectory = m_workingDirEdit->text().trimmed();
    config.url = QUrl(m_urlEdit->text().trimmed(), QUrl::StrictMode);
    config.headers = tableValues(m_headersTable);
    config.toolPrefix = m_prefixEdit->text().trimmed();
    config.prefixToolNames = m_prefixCheck->isChecked();
    config.includeNewTools = m_includeNewCheck->isChecked();
    for (int row = 0; row < m_toolsTable->rowCount(); ++row) {
        const QTableWidgetItem* server = m_toolsTable->item(row, kToolServerColumn);
        const QTableWidgetItem* model = m_toolsTable->item(row, kToolModelColumn);
        if (!server || !model)
            continue;
        const McpServerConfig::ToolSetting setting{server->checkState() == Qt::Checked,
                                                   model->text().trimmed()};
        // A decision only when it differs from what a new tool would get.
        if (setting.include != config.includeNewTools || !setting.modelName.isEmpty())
            config.tools.insert(server->text(), setting);
        else
            config.tools.remove(server->text());
    }
    config.requestTimeoutMs = m_requestTimeoutSpin->value() * 1000;
    config.callTimeoutMs = m_callTimeoutSpin->value() * 1000;
    config.maxCallMs = std::max(config.maxCallMs, config.callTimeoutMs);
    return config;
}

// ---- A2A

void LocalHandlerDialog::setA2aPeer(const LocalHandlerSet::A2aPeer& peer)
{
    if (m_kind != HandlerKind::A2a)
        return;
    m_loading = true;
    m_nameEdit->setText(peer.refName);
    m_urlEdit->setText(peer.cardUrl.toString());
    m_cardFileEdit->setText(QDir::toNativeSeparators(peer.cardFile));
    (peer.cardFile.isEmpty() ? m_urlRadio : m_fileRadio)->setChecked(true);
    fillTable(m_headersTable, peer.headers);
    m_loading = false;
    validate();
}

LocalHandlerSet::A2aPeer LocalHandlerDialog::a2aPeer() const
{
    LocalHandlerSet::A2aPeer peer;
    if (m_kind != HandlerKind::A2a)
        return peer;
    peer.refName = m_nameEdit->text().trimmed();
    if (m_fileRadio->isChecked())
        peer.cardFile = QDir::fromNativeSeparators(m_cardFileEdit->text().trimmed());
    else
        peer.cardUrl = QUrl(m_urlEdit->text().trimmed(), QUrl::StrictMode);
    peer.headers = tableValues(m_headersTable);
    return peer;
}

// ---- Command

void LocalHandlerDialog::setCommand(const LocalHandlerSet::Command& command)
{
    if (m_kind != HandlerKind::Command)
        return;
    m_loading = true;
    m_nameEdit->setText(command.toolName);
    m_programEdit->setText(command.program);
    m_argumentsEdit->setText(joinArguments(command.arguments));
    m_timeoutSpin->setValue(std::max(0, command.timeoutMs) / 1000);
    m_loading = false;
    validate();
}

LocalHandlerSet::Command LocalHandlerDialog::command() const
{
    LocalHandlerSet::Command command;
    if (m_kind != HandlerKind::Command)
        return command;
    command.toolName = m_nameEdit->text().trimmed();
    command.program = m_programEdit->text().trimmed();
    command.arguments = QProcess::splitCommand(m_argumentsEdit->text());
    command.timeoutMs = m_timeoutSpin->value() * 1000;
    return command;
}

// ---- Checks

QList<LocalHandlerDialog::FieldProblem> LocalHandlerDialog::fieldProblems() const
{
    // The core's rules of the handler as the form describes it, each at its field; then what only
    // a form can get wrong (names other handlers use, an open quote, a table row without a name)
    // and what the core leaves to the start (an MCP server's program, a card file's content).
    QList<FieldProblem> out;
    const QString name = m_nameEdit->text().trimmed();
    bool nameShown = false;
    const auto arguments = [this]() -> std::optional<FieldProblem> {
        if (m_argumentsEdit->text().count(u'"') % 2 != 0)
            return FieldProblem{m_argumentsMessage, tr("A quote is not closed.")};
        return std::nullopt;
    };

    switch (m_kind) {
    case HandlerKind::Mcp: {
        const McpServerConfig config = mcpServer();
        bool commandShown = false;
        for (const McpServerConfig::Problem& p : config.fieldProblems()) {
            switch (p.field) {
            case McpServerConfig::Field::Name:
                nameShown = true;
                out.append({m_nameMessage, p.message});
                break;
            case McpServerConfig::Field::Command:
                commandShown = true;
                out.append({m_commandMessage, p.message});
                break;
            case McpServerConfig::Field::Url:
                out.append({m_urlMessage, p.message});
                break;
            case McpServerConfig::Field::Timeouts:
                out.append({nullptr, p.message}); // the spin boxes do not go below 1
                break;
            }
        }
        if (!nameShown && m_takenServers.contains(name))
            out.append(
                {m_nameMessage, tr("Another MCP server is already called \"%1\".").arg(name)});
        if (config.transport == McpServerConfig::Transport::Stdio) {
            if (const QString p = LocalHandlerSet::programProblem(config.command);
                !commandShown && !p.isEmpty())
                out.append({m_commandMessage, p});
            if (const auto p = arguments())
                out.append(*p);
            if (const QString p = tableProblem(m_environmentTable, tr("environment")); !p.isEmpty())
                out.append({m_environmentMessage, p});
        } else {
            if (const QString p = tableProblem(m_headersTable, tr("headers")); !p.isEmpty())
                out.append({m_headersMessage, p});
        }
        break;
    }
    case HandlerKind::A2a: {
        const LocalHandlerSet::A2aPeer peer = a2aPeer();
        const bool byFile = m_fileRadio->isChecked();
        bool sourceShown = false;
        for (const LocalHandlerSet::Problem& p : peer.fieldProblems()) {
            switch (p.field) {
            case LocalHandlerSet::Field::Name:
                nameShown = true;
                out.append({m_nameMessage, p.message});
                break;
            case LocalHandlerSet::Field::Url:
            case LocalHandlerSet::Field::CardFile:
                sourceShown = true;
                out.append({byFile ? m_cardFileMessage : m_urlMessage, p.message});
                break;
            case LocalHandlerSet::Field::Program:
                break;
            }
        }
        if (!nameShown && m_takenTools.contains(name))
            out.append({m_nameMessage,
                        tr("Another A2A peer or command tool already answers \"%1\".").arg(name)});
        if (byFile && !sourceShown) {
            QFile file(peer.cardFile);
            if (!file.open(QIODevice::ReadOnly)) {
                out.append(
                    {m_cardFileMessage, tr("The file cannot be read: %1").arg(file.errorString())});
            } else {
                QString error;
                const std::optional<QJsonObject> card =
                    A2aClient::parseCard(file.read(A2aClient::MaxCardBytes + 1), &error);
                if (!card)
                    out.append({m_cardFileMessage, error});
                else if (const A2aEndpoint endpoint = A2aClient::endpointFor(*card);
                         !endpoint.isValid())
                    out.append({m_cardFileMessage, endpoint.error});
            }
        }
        if (const QString p = tableProblem(m_headersTable, tr("headers")); !p.isEmpty())
            out.append({m_headersMessage, p});
        break;
    }
    case HandlerKind::Command:
    case HandlerKind::None:
        for (const LocalHandlerSet::Problem& p : command().fieldProblems()) {
            if (p.field == LocalHandlerSet::Field::Name)
                nameShown = true;
            out.append({p.field == LocalHandlerSet::Field::Name ? m_nameMessage : m_programMessage,
                        p.message});
        }
        if (!nameShown && m_takenTools.contains(name))
            out.append({m_nameMessage,
                        tr("Another A2A peer or command tool already answers \"%1\".").arg(name)});
        if (const auto p = arguments())
            out.append(*p);
        break;
    }
    return out;
}

QStringList LocalHandlerDialog::problems() const
{
    QStringList out;
    for (const FieldProblem& p : fieldProblems())
        out << p.text;
    return out;
}

void LocalHandlerDialog::validate()
{
    if (!m_okButton)
        return; // still being built
    const QList<FieldProblem> found = fieldProblems();
    const QList<QLabel*> messages{m_nameMessage,    m_commandMessage,     m_argumentsMessage,
                                  m_urlMessage,     m_cardFileMessage,    m_programMessage,
                                  m_headersMessage, m_environmentMessage, m_toolsMessage};
    for (QLabel* label : messages) {
        if (!label)
            continue;
        QStringList texts;
        for (const FieldProblem& p : found) {
            if (p.label == label)
                texts << p.text;
        }
        label->setText(texts.join(u'\n'));
        label->setVisible(!texts.isEmpty());
    }
    QStringList texts;
    for (const FieldProblem& p : found)
        texts << p.text;
    m_okButton->setEnabled(found.isEmpty());
    m_okButton->setToolTip(texts.join(u'\n'));

    if (m_kind == HandlerKind::A2a) {
        const bool byUrl = m_urlRadio->isChecked();
        m_urlEdit->setEnabled(byUrl);
        m_cardFileEdit->setEnabled(!byUrl);
        m_cardFileBrowse->setEnabled(!byUrl);
    }
    if (m_kind == HandlerKind::Mcp) {
        // The prefix is made valid like the names; say so rather than refuse it.
        const QString prefix = m_prefixEdit->text().trimmed();
        const bool odd =
            !prefix.isEmpty() && McpResolution::validModelName(prefix + u'x') != prefix + u'x';
        m_prefixMessage->setText(odd ? tr("Characters other than letters, digits and "
                                          "underscores become \"_\" in the names.")
                                     : QString());
        m_prefixMessage->setVisible(odd);
        // An empty field stands for the server's name and '_': the placeholder says which.
        m_prefixEdit->setEnabled(m_prefixCheck->isChecked());
        m_prefixEdit->setPlaceholderText(
            m_prefixCheck->isChecked() ? McpServerConfig::defaultToolPrefix(m_nameEdit->text())
                                       : tr("none: the server's names as they are"));
        if (!m_loading) {
            const McpServerConfig config = mcpServer();
            m_loading = true;
            for (int row = 0; row < m_toolsTable->rowCount(); ++row) {
                const QString server = m_toolsTable->item(row, kToolServerColumn)->text();
                QTableWidgetItem* seen = m_toolsTable->item(row, kToolSeenColumn);
                const bool included = config.isToolIncluded(server);
                seen->setText(included
                                  ? McpResolution::validModelName(config.requestedModelName(server))
                                  : tr("(left out)"));
            }
            m_loading = false;
        }
    }
}

} // namespace mantyx
