// SPDX-License-Identifier: MIT
// SchemaBuilder: a property table of line edits and a JsonEditor over one SchemaTable.
#include "composer/schemabuilder.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QResizeEvent>
#include <QSet>
#include <QStackedWidget>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include "composer/tooljsontext.h"
#include "protocol/jsonpath.h"
#include "protocol/jsontextlocator.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kMaxVisibleRows = 8;
constexpr int kJsonHeight = 200;

QString formattedJson(const QJsonObject& object)
{
    const QString compact = QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    return JsonTextLocator::formatted(compact).value_or(compact);
}

} // namespace

SchemaBuilder::SchemaBuilder(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* bar = new QHBoxLayout;
    m_tableButton = new QToolButton(this);
    m_tableButton->setObjectName(u"tableModeButton"_s);
    m_tableButton->setCheckable(true);
    m_tableButton->setChecked(true);
    m_jsonButton = new QToolButton(this);
    m_jsonButton->setObjectName(u"jsonModeButton"_s);
    m_jsonButton->setCheckable(true);
    auto* modes = new QButtonGroup(this);
    modes->addButton(m_tableButton);
    modes->addButton(m_jsonButton);
    modes->setExclusive(true);
    bar->addWidget(m_tableButton);
    bar->addWidget(m_jsonButton);
    bar->addSpacing(12);
    m_addButton = new QToolButton(this);
    m_addButton->setObjectName(u"addPropertyButton"_s);
    m_addButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_addButton->setIcon(style()->standardIcon(QStyle::SP_FileDialogNewFolder));
    m_removeButton = new QToolButton(this);
    m_removeButton->setObjectName(u"removePropertyButton"_s);
    m_removeButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_removeButton->setIcon(style()->standardIcon(QStyle::SP_DialogDiscardButton));
    bar->addWidget(m_addButton);
    bar->addWidget(m_removeButton);
    bar->addStretch();
    layout->addLayout(bar);
    // Below the table (a schema-wide switch), so that the bar stays narrow.
    m_closedCheck = new QCheckBox(this);
    m_closedCheck->setObjectName(u"closedCheck"_s);

    m_stack = new QStackedWidget(this);
    m_table = new QTableWidget(0, ColumnCount, m_stack);
    m_table->setObjectName(u"propertyTable"_s);
    m_table->verticalHeader()->setVisible(false);
    // The rows are all widgets; a selection would only paint behind them.
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QHeaderView* header = m_table->horizontalHeader();
    // Every column fits the table's width (fitColumns() on each resize): none starts hidden past
    // the right edge. Name and Description can still be dragged; the last column takes the rest.
    header->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    // Cell widgets do not count for ResizeToContents: the widths come from a sample combo.
    header->setSectionResizeMode(TypeColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(DescriptionColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(RequiredColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(EnumColumn, QHeaderView::Interactive);
    header->setStretchLastSection(true);
    m_table->setColumnWidth(NameColumn, 140);
    m_table->setColumnWidth(EnumColumn, 140);
    m_table->installEventFilter(this);
    {
        QComboBox sample;
        for (const QString& literal : SchemaTable::typeNames())
            sample.addItem(literal);
        m_table->setColumnWidth(TypeColumn, sample.sizeHint().width() + 4);
        m_table->verticalHeader()->setDefaultSectionSize(std::max(
            m_table->verticalHeader()->defaultSectionSize(), sample.sizeHint().height() + 2));
    }
    m_json = new JsonEditor(m_stack);
    m_json->setObjectName(u"schemaJsonEditor"_s);

    m_stack->addWidget(m_table);
    m_stack->addWidget(m_json);
    layout->addWidget(m_stack);
    layout->addWidget(m_closedCheck, 0, Qt::AlignLeft);

    m_message = new QLabel(this);
    m_message->setObjectName(u"schemaMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setVisible(false);
    layout->addWidget(m_message);

    connect(m_tableButton, &QToolButton::clicked, this, [this] {
        if (!setMode(Mode::Table))
            updateModeButtons();
    });
    connect(m_jsonButton, &QToolButton::clicked, this, [this] { setMode(Mode::Json); });
    connect(m_addButton, &QToolButton::clicked, this, &SchemaBuilder::addProperty);
    connect(m_removeButton, &QToolButton::clicked, this, [this] {
        // The row holding the focus (a tool button does not take it), else the current one.
        int row = m_table->currentRow();
        const QWidget* focus = QApplication::focusWidget();
        for (int r = 0; focus && r < m_table->rowCount(); ++r) {
            for (int c = 0; c < ColumnCount; ++c) {
                const QWidget* cell = m_table->cellWidget(r, c);
                if (cell && (cell == focus || cell->isAncestorOf(focus)))
                    row = r;
            }
        }
        removeProperty(row >= 0 ? row : propertyCount() - 1);
    });
    connect(m_closedCheck, &QCheckBox::toggled, this, &SchemaBuilder::onTableEdited);
    connect(m_json, &QPlainTextEdit::textChanged, this, &SchemaBuilder::onJsonEdited);

    retranslateUi();
    setSchema(std::nullopt);
}

SchemaBuilder::~SchemaBuilder() = default;

void SchemaBuilder::setSchema(const std::optional<QJsonObject>& schema)
{
    m_loading = true;
    m_schema = schema;
    m_fromNothing = !schema.has_value();
    m_refusal.clear();
    const std::optional<SchemaTable> table =
        schema ? SchemaTable::fromSchema(*schema, &m_refusal) : std::optional(SchemaTable());
    m_base = table.value_or(SchemaTable());
    fillTable(m_base);
    fillJson();
    m_loading = false;
    if (!m_refusal.isEmpty())
        m_mode = Mode::Json;
    m_stack->setCurrentIndex(m_mode == Mode::Table ? 0 : 1);
    updateModeButtons();
    if (!m_refusal.isEmpty())
        showMessage(tr("The table cannot show this schema: %1").arg(m_refusal), false);
    else
        showMessage(QString(), false);
}

bool SchemaBuilder::setMode(Mode mode)
{
    if (mode == Mode::Table) {
        if (!m_refusal.isEmpty())
            return false;
        if (m_mode == Mode::Json) {
            // The JSON is known to be representable (or empty) here.
            m_loading = true;
            m_base = m_schema ? SchemaTable::fromSchema(*m_schema).value_or(SchemaTable())
                              : SchemaTable();
            fillTable(m_base);
            m_loading = false;
        }
    } else if (m_mode == Mode::Table) {
        m_loading = true;
        fillJson();
        m_loading = false;
    }
    m_mode = mode;
    m_stack->setCurrentIndex(mode == Mode::Table ? 0 : 1);
    updateModeButtons();
    showMessage(QString(), false);
    return true;
}

QString SchemaBuilder::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

int SchemaBuilder::propertyCount() const
{
    return m_table->rowCount();
}

QLineEdit* SchemaBuilder::nameEdit(int row) const
{
    return qobject_cast<QLineEdit*>(m_table->cellWidget(row, NameColumn));
}

QComboBox* SchemaBuilder::typeCombo(int row) const
{
    return qobject_cast<QComboBox*>(m_table->cellWidget(row, TypeColumn));
}

QLineEdit* SchemaBuilder::descriptionEdit(int row) const
{
    return qobject_cast<QLineEdit*>(m_table->cellWidget(row, DescriptionColumn));
}

QCheckBox* SchemaBuilder::requiredCheck(int row) const
{
    QWidget* cell = m_table->cellWidget(row, RequiredColumn);
    return cell ? cell->findChild<QCheckBox*>() : nullptr;
}

QLineEdit* SchemaBuilder::enumEdit(int row) const
{
    return qobject_cast<QLineEdit*>(m_table->cellWidget(row, EnumColumn));
}

void SchemaBuilder::addProperty()
{
    if (m_mode != Mode::Table)
        return;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    SchemaTable::Property property;
    property.type = u"string"_s;
    m_extras.append(QJsonObject());
    buildRow(row, property);
    m_table->setCurrentCell(row, NameColumn);
    nameEdit(row)->setFocus(Qt::OtherFocusReason);
    updateTableHeight();
    // Nothing to emit: a row without a name adds nothing to the schema.
}

void SchemaBuilder::removeProperty(int row)
{
    if (m_mode != Mode::Table || row < 0 || row >= m_table->rowCount())
        return;
    m_table->removeRow(row);
    m_extras.removeAt(row);
    for (int r = row; r < m_table->rowCount(); ++r) {
        const QString suffix = u'_' + QString::number(r);
        nameEdit(r)->setObjectName(u"propertyName"_s + suffix);
        typeCombo(r)->setObjectName(u"propertyType"_s + suffix);
        descriptionEdit(r)->setObjectName(u"propertyDescription"_s + suffix);
        requiredCheck(r)->setObjectName(u"propertyRequired"_s + suffix);
        enumEdit(r)->setObjectName(u"propertyEnum"_s + suffix);
    }
    updateTableHeight();
    onTableEdited();
}

void SchemaBuilder::buildRow(int row, const SchemaTable::Property& property)
{
    const QString suffix = u'_' + QString::number(row);
    auto* name = new QLineEdit(property.name, m_table);
    name->setObjectName(u"propertyName"_s + suffix);
    name->setFrame(false);
    name->setPlaceholderText(tr("name"));
    auto* type = new QComboBox(m_table);
    type->setObjectName(u"propertyType"_s + suffix);
    type->addItem(tr("(any)"), QString());
    for (const QString& literal : SchemaTable::typeNames())
        type->addItem(literal, literal);
    type->setCurrentIndex(std::max(0, type->findData(property.type)));
    auto* description = new QLineEdit(property.description, m_table);
    description->setObjectName(u"propertyDescription"_s + suffix);
    description->setFrame(false);
    auto* requiredCell = new QWidget(m_table);
    auto* requiredLayout = new QHBoxLayout(requiredCell);
    requiredLayout->setContentsMargins(0, 0, 0, 0);
    requiredLayout->setAlignment(Qt::AlignCenter);
    auto* required = new QCheckBox(requiredCell);
    required->setObjectName(u"propertyRequired"_s + suffix);
    required->setChecked(property.required);
    requiredLayout->addWidget(required);
    auto* values = new QLineEdit(SchemaTable::enumText(property.enumValues), m_table);
    values->setObjectName(u"propertyEnum"_s + suffix);
    values->setFrame(false);
    values->setPlaceholderText(tr("a, b, c"));
    values->setToolTip(tr("Allowed values, separated by commas; empty allows any value"));

    const QJsonObject& extras = m_extras.at(row);
    if (!extras.isEmpty())
        name->setToolTip(tr("Also has: %1 (edit them in JSON mode)")
                             .arg(QStringList(extras.keys()).join(u", "_s)));

    m_table->setCellWidget(row, NameColumn, name);
    m_table->setCellWidget(row, TypeColumn, type);
    m_table->setCellWidget(row, DescriptionColumn, description);
    m_table->setCellWidget(row, RequiredColumn, requiredCell);
    m_table->setCellWidget(row, EnumColumn, values);

    connect(name, &QLineEdit::textEdited, this, &SchemaBuilder::onTableEdited);
    connect(type, &QComboBox::currentIndexChanged, this, &SchemaBuilder::onTableEdited);
    connect(description, &QLineEdit::textEdited, this, &SchemaBuilder::onTableEdited);
    connect(required, &QCheckBox::toggled, this, &SchemaBuilder::onTableEdited);
    connect(values, &QLineEdit::textEdited, this, &SchemaBuilder::onTableEdited);
}

void SchemaBuilder::fillTable(const SchemaTable& table)
{
    m_table->setRowCount(0);
    m_extras.clear();
    const QList<SchemaTable::Property>& properties = table.properties();
    m_table->setRowCount(int(properties.size()));
    for (int row = 0; row < properties.size(); ++row) {
        m_extras.append(properties.at(row).extras);
        buildRow(row, properties.at(row));
    }
    {
        const QSignalBlocker blocker(m_closedCheck);
        m_closedCheck->setChecked(table.isClosed());
    }
    m_closedCheck->setEnabled(table.isClosedEditable());
    updateTableHeight();
}

void SchemaBuilder::updateTableHeight()
{
    // Tall enough for the rows (and one more) up to a point, then it scrolls.
    const int rows = std::clamp(m_table->rowCount() + 1, 2, kMaxVisibleRows);
    const int rowHeight = m_table->verticalHeader()->defaultSectionSize();
    m_tableHeight = m_table->horizontalHeader()->sizeHint().height() + rows * rowHeight +
                    2 * m_table->frameWidth();
    m_stack->setFixedHeight(m_mode == Mode::Table ? m_tableHeight : kJsonHeight);
}

void SchemaBuilder::fillJson()
{
    setJsonEditorText(m_json, m_schema ? formattedJson(*m_schema) : QString());
}

void SchemaBuilder::onTableEdited()
{
    if (m_loading || m_mode != Mode::Table)
        return;
    QList<SchemaTable::Property> properties;
    QStringList blocking;
    QSet<QString> names;
    bool anyNamed = false;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        SchemaTable::Property p;
        p.name = nameEdit(row)->text().trimmed();
        p.type = typeCombo(row)->currentData().toString();
        p.description = descriptionEdit(row)->text();
        p.required = requiredCheck(row)->isChecked();
        p.extras = m_extras.value(row);
        QString error;
        const std::optional<QJsonArray> values =
            SchemaTable::parseEnum(enumEdit(row)->text(), p.type, &error);
        if (values) {
            p.enumValues = *values;
        } else {
            blocking.append(
                tr("The enum of %1: %2")
                    .arg(p.name.isEmpty() ? tr("row %1").arg(row + 1) : u'"' + p.name + u'"',
                         error));
        }
        if (!p.name.isEmpty()) {
            anyNamed = true;
            if (names.contains(p.name))
                blocking.append(QString()); // SchemaTable::problems() says which
            names.insert(p.name);
        }
        properties.append(p);
    }
    m_base.setProperties(properties);
    m_base.setClosed(m_closedCheck->isChecked());
    QStringList problems = m_base.problems();
    for (const QString& b : std::as_const(blocking)) {
        if (!b.isEmpty())
            problems.append(b);
    }
    showMessage(problems.join(u'\n'), !blocking.isEmpty());
    if (!blocking.isEmpty())
        return; // the document keeps its last good schema until the table is fixed

    if (!anyNamed && m_fromNothing && !m_base.isClosed())
        m_schema.reset();
    else
        m_schema = m_base.toSchema();
    emit schemaEdited();
}

void SchemaBuilder::onJsonEdited()
{
    if (m_loading || m_mode != Mode::Json)
        return;
    const QString text = m_json->toPlainText();
    if (text.trimmed().isEmpty()) {
        m_json->clearIssues();
        m_schema.reset();
        m_fromNothing = true;
        m_refusal.clear();
        updateModeButtons();
        showMessage(QString(), false);
        emit schemaEdited();
        return;
    }
    std::optional<JsonTextLocator::SyntaxError> syntax;
    const QJsonDocument document = JsonTextLocator::parse(text, &syntax);
    if (syntax) {
        const QString message = syntax->expected.isEmpty()
                                    ? tr("JSON syntax error: %1.").arg(syntax->message)
                                    : tr("JSON syntax error: expected %1.").arg(syntax->expected);
        m_json->setIssues({JsonEditor::Issue{syntax->span.line, syntax->span.column,
                                             int(syntax->span.length), Severity::Error, message}});
        showMessage(tr("Line %1, column %2: %3")
                        .arg(syntax->span.line)
                        .arg(syntax->span.column)
                        .arg(message),
                    true);
        return;
    }
    if (!document.isObject()) {
        const QString message = tr("A JSON Schema here must be an object ({…}).");
        m_json->setIssues({JsonEditor::Issue{1, 1, 1, Severity::Error, message}});
        showMessage(message, true);
        return;
    }
    m_json->clearIssues();
    m_schema = document.object();
    m_fromNothing = false;
    m_refusal.clear();
    SchemaTable::fromSchema(*m_schema, &m_refusal);
    updateModeButtons();
    if (m_refusal.isEmpty())
        showMessage(QString(), false);
    else
        showMessage(tr("The table cannot show this schema: %1").arg(m_refusal), false);
    emit schemaEdited();
}

void SchemaBuilder::updateModeButtons()
{
    m_tableButton->setChecked(m_mode == Mode::Table);
    m_jsonButton->setChecked(m_mode == Mode::Json);
    m_tableButton->setEnabled(m_refusal.isEmpty());
    m_tableButton->setToolTip(m_refusal.isEmpty()
                                  ? tr("Edit the properties in a table")
                                  : tr("The table cannot show this schema: %1").arg(m_refusal));
    const bool table = m_mode == Mode::Table;
    m_stack->setFixedHeight(table ? m_tableHeight : kJsonHeight);
    setFocusProxy(table ? static_cast<QWidget*>(m_table) : static_cast<QWidget*>(m_json));
    m_addButton->setVisible(table);
    m_removeButton->setVisible(table);
    m_closedCheck->setVisible(table);
}

void SchemaBuilder::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, palette()));
    m_message->setPalette(p);
    m_message->setVisible(!text.isEmpty());
}

void SchemaBuilder::focusPath(const QString& relativePath)
{
    const std::optional<QList<JsonPath::Component>> parts = JsonPath::split(relativePath);
    if (m_mode == Mode::Table) {
        if (parts && parts->size() >= 2 && parts->at(0).key == u"properties"_s) {
            for (int row = 0; row < m_table->rowCount(); ++row) {
                if (nameEdit(row)->text().trimmed() == parts->at(1).key) {
                    m_table->setCurrentCell(row, NameColumn);
                    nameEdit(row)->setFocus(Qt::OtherFocusReason);
                    return;
                }
            }
        }
        if (m_table->rowCount() > 0)
            nameEdit(0)->setFocus(Qt::OtherFocusReason);
        else
            m_addButton->setFocus(Qt::OtherFocusReason);
        return;
    }
    const JsonTextLocator locator(m_json->toPlainText());
    const JsonTextLocator::Location at = locator.locate(relativePath);
    if (at.mark.isValid())
        m_json->goToLine(at.mark.line, at.mark.column);
    else
        m_json->setFocus(Qt::OtherFocusReason);
}

void SchemaBuilder::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SchemaBuilder::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateCompactBar();
}

bool SchemaBuilder::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void SchemaBuilder::fitColumns()
{
    // What is left beside Type and Required goes to Name, Description and Enum (2 : 3 : 2), each
    // at least a few characters wide; Enum, the last, stretches over any rounding left.
    const int viewport = m_table->viewport()->width();
    const int fixed = m_table->columnWidth(TypeColumn) + m_table->columnWidth(RequiredColumn);
    const int minimum = m_table->fontMetrics().averageCharWidth() * 6;
    const int rest = std::max(3 * minimum, viewport - fixed);
    const int name = std::max(minimum, rest * 2 / 7);
    const int description = std::max(minimum, rest * 3 / 7);
    m_table->setColumnWidth(NameColumn, name);
    m_table->setColumnWidth(DescriptionColumn, description);
    // A stretched last section grows but does not shrink below its width: set it too.
    m_table->setColumnWidth(EnumColumn, std::max(minimum, rest - name - description));
}

void SchemaBuilder::updateCompactBar()
{
    // What the bar needs with texts; below that the two buttons drop theirs. Their minimum is
    // the icon-only width, so the panel can be narrower than the texts.
    int textWidth = m_tableButton->sizeHint().width() + m_jsonButton->sizeHint().width() + 12;
    for (QToolButton* button : {m_addButton, m_removeButton}) {
        const Qt::ToolButtonStyle style = button->toolButtonStyle();
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        textWidth += button->sizeHint().width();
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        button->setMinimumWidth(button->sizeHint().width());
        button->setToolButtonStyle(style);
    }
    const int spacing =
        std::max(0, style()->layoutSpacing(QSizePolicy::ToolButton, QSizePolicy::ToolButton,
                                           Qt::Horizontal));
    const bool compact = width() < textWidth + 4 * spacing;
    for (QToolButton* button : {m_addButton, m_removeButton})
        button->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
}

void SchemaBuilder::retranslateUi()
{
    m_tableButton->setText(tr("Table"));
    m_jsonButton->setText(tr("JSON"));
    m_jsonButton->setToolTip(tr("Edit the schema as JSON text"));
    m_addButton->setText(tr("Add property"));
    m_addButton->setToolTip(m_addButton->text());
    m_removeButton->setText(tr("Remove property"));
    m_removeButton->setToolTip(m_removeButton->text());
    m_closedCheck->setText(tr("No other properties"));
    m_closedCheck->setToolTip(tr("additionalProperties: false — arguments not in the table are "
                                 "rejected"));
    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Type"), tr("Description"), tr("Required"), tr("Enum")});
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (QComboBox* type = typeCombo(row))
            type->setItemText(0, tr("(any)"));
        if (QLineEdit* name = nameEdit(row))
            name->setPlaceholderText(tr("name"));
        if (QLineEdit* values = enumEdit(row)) {
            values->setPlaceholderText(tr("a, b, c"));
            values->setToolTip(tr("Allowed values, separated by commas; empty allows any value"));
        }
    }
    updateModeButtons();
    updateCompactBar();
}

} // namespace mantyx
