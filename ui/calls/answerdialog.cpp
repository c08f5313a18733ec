// SPDX-License-Identifier: MIT
// AnswerDialog: result/error pages, live JSON check, attached files.
#include "calls/answerdialog.h"

#include <algorithm>

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMimeDatabase>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextEdit>
#include <QVBoxLayout>

#include "widgets/jsonhighlighter.h"
#include "widgets/tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

struct JsonCheck
{
    bool ok = true;
    QString message;
    int position = 0; // UTF-16 index of the problem in the text
    QString pretty;
};

// Parses any JSON value (Qt's parser wants an object or array at the top: wrap it in one).
JsonCheck checkJson(const QString& text)
{
    JsonCheck check;
    const QByteArray utf8 = text.toUtf8();
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson('[' + utf8 + ']', &error);
    if (error.error == QJsonParseError::NoError && doc.isArray() && doc.array().size() == 1) {
        const QJsonValue value = doc.array().at(0);
        if (value.isObject() || value.isArray())
            check.pretty = QString::fromUtf8((value.isObject() ? QJsonDocument(value.toObject())
                                                               : QJsonDocument(value.toArray()))
                                                 .toJson(QJsonDocument::Indented));
        else
            check.pretty = text.trimmed();
        return check;
    }
    check.ok = false;
    if (error.error == QJsonParseError::NoError) {
        check.message = utf8.trimmed().isEmpty() ? AnswerDialog::tr("empty")
                                                 : AnswerDialog::tr("more than one value");
        check.position = static_cast<int>(text.size());
        return check;
    }
    check.message = error.errorString();
    const qsizetype byteOffset = std::clamp<qsizetype>(error.offset - 1, 0, utf8.size());
    check.position = static_cast<int>(QString::fromUtf8(utf8.left(byteOffset)).size());
    return check;
}

} // namespace

AnswerDialog::AnswerDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(u"answerDialog"_s);
    setModal(true);

    m_header = new QLabel(this);
    m_header->setObjectName(u"answerHeader"_s);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText);
    QFont headerFont = m_header->font();
    headerFont.setBold(true);
    m_header->setFont(headerFont);

    m_argumentsLabel = new QLabel(this);
    m_arguments = new QPlainTextEdit(this);
    m_arguments->setObjectName(u"answerArgumentsView"_s);
    m_arguments->setReadOnly(true);
    m_arguments->setMaximumHeight(90);
    m_arguments->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new JsonHighlighter(m_arguments->document(), m_arguments->palette());

    m_resultRadio = new QRadioButton(this);
    m_resultRadio->setObjectName(u"resultModeRadio"_s);
    m_errorRadio = new QRadioButton(this);
    m_errorRadio->setObjectName(u"errorModeRadio"_s);
    m_modeGroup = new QButtonGroup(this);
    m_modeGroup->addButton(m_resultRadio, static_cast<int>(Mode::Result));
    m_modeGroup->addButton(m_errorRadio, static_cast<int>(Mode::Error));
    m_resultRadio->setChecked(true);
    auto* modeRow = new QHBoxLayout;
    modeRow->addWidget(m_resultRadio);
    modeRow->addWidget(m_errorRadio);
    modeRow->addStretch(1);

    // Result page.
    auto* resultPage = new QWidget(this);
    resultPage->setObjectName(u"resultPage"_s);
    m_jsonCheck = new QCheckBox(resultPage);
    m_jsonCheck->setObjectName(u"jsonCheck"_s);
    m_prettyButton = new QPushButton(resultPage);
    m_prettyButton->setObjectName(u"prettyButton"_s);
    m_resultEdit = new QPlainTextEdit(resultPage);
    m_resultEdit->setObjectName(u"resultEdit"_s);
    m_resultEdit->setMinimumHeight(140);
    m_resultEdit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_resultEdit->setTabChangesFocus(true);
    m_highlighter = new JsonHighlighter(nullptr, m_resultEdit->palette());
    m_highlighter->setParent(this);
    m_jsonStatus = new QLabel(resultPage);
    m_jsonStatus->setObjectName(u"jsonStatusLabel"_s);
    m_jsonStatus->setWordWrap(true);
    m_filesLabel = new QLabel(resultPage);
    m_filesList = new QListWidget(resultPage);
    m_filesList->setObjectName(u"filesList"_s);
    m_filesList->setMaximumHeight(90);
    m_addFile = new QPushButton(resultPage);
    m_addFile->setObjectName(u"addFileButton"_s);
    m_removeFile = new QPushButton(resultPage);
    m_removeFile->setObjectName(u"removeFileButton"_s);
    m_removeFile->setEnabled(false);
    auto* jsonRow = new QHBoxLayout;
    jsonRow->addWidget(m_jsonCheck);
    jsonRow->addWidget(m_prettyButton);
    jsonRow->addStretch(1);
    auto* fileButtons = new QVBoxLayout;
    fileButtons->addWidget(m_addFile);
    fileButtons->addWidget(m_removeFile);
    fileButtons->addStretch(1);
    auto* filesRow = new QHBoxLayout;
    filesRow->addWidget(m_filesList, 1);
    filesRow->addLayout(fileButtons);
    auto* resultLayout = new QVBoxLayout(resultPage);
    resultLayout->setContentsMargins(0, 0, 0, 0);
    resultLayout->addLayout(jsonRow);
    resultLayout->addWidget(m_resultEdit, 1);
    resultLayout->addWidget(m_jsonStatus);
    resultLayout->addWidget(m_filesLabel);
    resultLayout->addLayout(filesRow);

    // Error page.
    auto* errorPage = new QWidget(this);
    errorPage->setObjectName(u"errorPage"_s);
    m_errorLabel = new QLabel(errorPage);
    m_errorLabel->setWordWrap(true);
    m_errorEdit = new QLineEdit(errorPage);
    m_errorEdit->setObjectName(u"errorEdit"_s);
    auto* errorLayout = new QVBoxLayout(errorPage);
    errorLayout->setContentsMargins(0, 0, 0, 0);
    errorLayout->addWidget(m_errorLabel);
    errorLayout->addWidget(m_errorEdit);
    errorLayout->addStretch(1);

    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(u"modeStack"_s);
    m_stack->addWidget(resultPage);
    m_stack->addWidget(errorPage);

    m_buttons = new QDialogButtonBox(this);
    m_buttons->setObjectName(u"answerButtons"_s);
    m_send = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_send->setObjectName(u"sendButton"_s);
    m_send->setDefault(true);
    QPushButton* cancel = m_buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(u"cancelButton"_s);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isAnswerValid())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Enter in the result text is a new line; Ctrl+Enter sends from anywhere in the dialog.
    for (const QKeySequence& keys :
         {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto* shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] {
            if (m_send->isEnabled() && isAnswerValid())
                accept();
        });
    }

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_argumentsLabel);
    layout->addWidget(m_arguments);
    layout->addLayout(modeRow);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_buttons);

    connect(m_modeGroup, &QButtonGroup::idToggled, this, [this](int id, bool on) {
        if (on) {
            m_stack->setCurrentIndex(id);
            validate();
        }
    });
    connect(m_jsonCheck, &QCheckBox::toggled, this, [this](bool) { validate(); });
    connect(m_prettyButton, &QPushButton::clicked, this, [this] { prettyPrint(); });
    connect(m_resultEdit, &QPlainTextEdit::textChanged, this, &AnswerDialog::validate);
    connect(m_errorEdit, &QLineEdit::textChanged, this, &AnswerDialog::validate);
    connect(m_addFile, &QPushButton::clicked, this, &AnswerDialog::browseFiles);
    connect(m_removeFile, &QPushButton::clicked, this,
            [this] { removeFile(m_filesList->currentRow()); });
    connect(m_filesList, &QListWidget::currentRowChanged, this,
            [this](int row) { m_removeFile->setEnabled(row >= 0); });

    retranslateUi();
    validate();
    resize(560, 520);
    // The keyboard starts where the answer is typed, not in the read-only arguments.
    m_resultEdit->setFocus(Qt::OtherFocusReason);
}

AnswerDialog::~AnswerDialog()
{
    // ~QWidget deletes the children after this object's members are gone; a signal one of them
    // sends while it goes (a current row, a text, a model reset) must not reach this.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

void AnswerDialog::retranslateUi()
{
    setWindowTitle(tr("Answer tool call"));
    m_header->setText(m_toolName.isEmpty() ? tr("Answer the tool call")
                                           : tr("Answer %1 (%2)").arg(m_toolName, m_toolUseId));
    m_argumentsLabel->setText(tr("Arguments:"));
    m_resultRadio->setText(tr("&Result"));
    m_resultRadio->setToolTip(tr("Send a result: what the tool produced"));
    m_errorRadio->setText(tr("&Error"));
    m_errorRadio->setToolTip(tr("Send an error: the tool failed, the model is told why"));
    m_jsonCheck->setText(tr("&JSON"));
    m_jsonCheck->setToolTip(tr("Check the result as JSON while typing"));
    m_prettyButton->setText(tr("&Pretty-print"));
    m_resultEdit->setPlaceholderText(tr("The tool's result, as the model will read it"));
    m_filesLabel->setText(tr("Files to attach:"));
    m_addFile->setText(tr("&Add…"));
    m_removeFile->setText(tr("Re&move"));
    m_errorLabel->setText(tr("Error message (the model reads it as the tool's failure):"));
    m_errorEdit->setPlaceholderText(tr("e.g. The file does not exist"));
    m_send->setText(tr("&Send"));
    m_send->setToolTip(
        tr("Send the answer (%1)")
            .arg(QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)));
    refreshFiles();
    validate();
}

void AnswerDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange && m_jsonStatus && m_highlighter)
        validate();
    QDialog::changeEvent(event);
}

void AnswerDialog::setCall(const QString& toolName, const QString& toolUseId,
                           const QString& argumentsJson)
{
    m_toolName = toolName;
    m_toolUseId = toolUseId;
    m_arguments->setPlainText(argumentsJson);
    m_arguments->setVisible(!argumentsJson.isEmpty());
    m_argumentsLabel->setVisible(!argumentsJson.isEmpty());
    retranslateUi();
}

void AnswerDialog::setMode(Mode mode)
{
    (mode == Mode::Result ? m_resultRadio : m_errorRadio)->setChecked(true);
    (mode == Mode::Result ? static_cast<QWidget*>(m_resultEdit) : m_errorEdit)
        ->setFocus(Qt::OtherFocusReason);
}

AnswerDialog::Mode AnswerDialog::mode() const
{
    return m_errorRadio->isChecked() ? Mode::Error : Mode::Result;
}

void AnswerDialog::setResultText(const QString& text)
{
    m_resultEdit->setPlainText(text);
}

QString AnswerDialog::resultText() const
{
    return m_resultEdit->toPlainText();
}

void AnswerDialog::setJsonMode(bool on)
{
    m_jsonCheck->setChecked(on);
}

bool AnswerDialog::jsonMode() const
{
    return m_jsonCheck->isChecked();
}

void AnswerDialog::setErrorMessage(const QString& message)
{
    m_errorEdit->setText(message);
}

QString AnswerDialog::errorMessage() const
{
    return m_errorEdit->text();
}

bool AnswerDialog::prettyPrint()
{
    const JsonCheck check = checkJson(m_resultEdit->toPlainText());
    if (!check.ok)
        return false;
    if (check.pretty.trimmed() != m_resultEdit->toPlainText().trimmed())
        m_resultEdit->setPlainText(check.pretty.trimmed());
    return true;
}

void AnswerDialog::validate()
{
    // Re-highlighting emits textChanged, which comes back here: the guard ends that.
    if (m_validating)
        return;
    m_validating = true;
    m_jsonError.clear();
    const bool json = m_jsonCheck->isChecked();
    m_prettyButton->setEnabled(json);
    // JSON colours only in JSON mode: plain text is not JSON.
    if (json != (m_highlighter->document() != nullptr))
        m_highlighter->setDocument(json ? m_resultEdit->document() : nullptr);
    QList<QTextEdit::ExtraSelection> marks;
    if (json) {
        const QString text = m_resultEdit->toPlainText();
        const JsonCheck check = checkJson(text);
        if (check.ok) {
            m_jsonStatus->setText(tr("✓ valid JSON"));
            m_jsonStatus->setStyleSheet(toneStyleSheet(Tone::Success, palette()));
        } else {
            const QTextBlock block = m_resultEdit->document()->findBlock(check.position);
            const int line = block.isValid() ? block.blockNumber() + 1 : 1;
            const int column = block.isValid() ? check.position - block.position() + 1 : 1;
            m_jsonError = tr("line %1, column %2: %3").arg(line).arg(column).arg(check.message);
            m_jsonStatus->setText(tr("✗ %1").arg(m_jsonError));
            m_jsonStatus->setStyleSheet(toneStyleSheet(Tone::Failure, palette()));
            // Mark the character where parsing stopped (the one before it at the very end).
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(m_resultEdit->document());
            const int end = static_cast<int>(text.size());
            const int at = std::clamp(check.position, 0, std::max(0, end - 1));
            mark.cursor.setPosition(at);
            mark.cursor.setPosition(std::min(at + 1, end), QTextCursor::KeepAnchor);
            mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            mark.format.setUnderlineColor(QColor(0xc6, 0x28, 0x28));
            mark.format.setBackground(QColor(0xc6, 0x28, 0x28, 40));
            mark.format.setToolTip(check.message);
            marks << mark;
        }
    } else {
        m_jsonStatus->setText(tr("Sent as plain text."));
        m_jsonStatus->setStyleSheet(QString());
    }
    m_resultEdit->setExtraSelections(marks);
    m_send->setEnabled(isAnswerValid());
    m_validating = false;
}

int AnswerDialog::jsonErrorMarks() const
{
    return static_cast<int>(m_resultEdit->extraSelections().size());
}

bool AnswerDialog::isAnswerValid() const
{
    if (mode() == Mode::Error)
        return !m_errorEdit->text().trimmed().isEmpty();
    return !m_jsonCheck->isChecked() || m_jsonError.isEmpty();
}

ToolAnswer AnswerDialog::answer() const
{
    if (mode() == Mode::Error)
        return ToolAnswer::failure(m_errorEdit->text().trimmed());
    return ToolAnswer::success(m_resultEdit->toPlainText(), m_files);
}

bool AnswerDialog::addFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    ToolFile f;
    f.filename = QFileInfo(path).fileName();
    f.data = file.readAll();
    f.mimeType = QMimeDatabase().mimeTypeForFileNameAndData(path, f.data).name();
    addFile(f);
    return true;
}

void AnswerDialog::addFile(const ToolFile& file)
{
    m_files.append(file);
    refreshFiles();
    m_filesList->setCurrentRow(static_cast<int>(m_files.size()) - 1);
}

void AnswerDialog::removeFile(int index)
{
    if (index < 0 || index >= m_files.size())
        return;
    m_files.removeAt(index);
    refreshFiles();
}

void AnswerDialog::refreshFiles()
{
    const int current = m_filesList->currentRow();
    m_filesList->clear();
    const QLocale locale;
    for (const ToolFile& file : std::as_const(m_files)) {
        m_filesList->addItem(
            tr("%1 — %2 — %3")
                .arg(file.filename, file.mimeType, locale.formattedDataSize(file.data.size())));
    }
    m_filesList->setCurrentRow(std::min(current, static_cast<int>(m_files.size()) - 1));
    m_removeFile->setEnabled(m_filesList->currentRow() >= 0);
}

void AnswerDialog::browseFiles()
{
    auto* dialog = new QFileDialog(this, tr("Attach files"));
    dialog->setObjectName(u"attachFileDialog"_s);
    dialog->setFileMode(QFileDialog::ExistingFiles);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::filesSelected, this, [this](const QStringList& paths) {
        QStringList failures;
        for (const QString& path : paths) {
            QString error;
            if (!addFile(path, &error))
                failures << tr("%1: %2").arg(QFileInfo(path).fileName(), error);
        }
        if (!failures.isEmpty()) {
            m_jsonStatus->setText(tr("Could not read: %1").arg(failures.join(u"; "_s)));
            m_jsonStatus->setStyleSheet(toneStyleSheet(Tone::Failure, palette()));
        }
    });
    dialog->open();
}

} // namespace mantyx
