// SPDX-License-Identifier: MIT
// LocalToolEditor: a form over one `local` ref.
#include "composer/localtooleditor.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

#include "composer/schemabuilder.h"
#include "protocol/jsonpath.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

std::optional<QJsonObject> objectField(const QJsonObject& ref, QLatin1StringView key)
{
    const QJsonValue value = ref.value(key);
    if (value.isObject())
        return value.toObject();
    return std::nullopt;
}

} // namespace

LocalToolEditor::LocalToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    QFormLayout* form = addForm();
    m_name = addLineField(form, u"name"_s, TextEntry::AsTyped);
    m_name.field->setMaxLength(200); // past 64 the message says so; no need to take a novel

    auto* description = new QPlainTextEdit(this);
    description->setObjectName(u"descriptionEdit"_s);
    description->setTabChangesFocus(true);
    description->setFixedHeight(description->fontMetrics().lineSpacing() * 3 + 12);
    m_description = {addField(form, u"description"_s, description), description};
    connect(description, &QPlainTextEdit::textChanged, this,
            [this, description] { writeText(u"description"_s, description->toPlainText()); });

    m_parameters = addSchemaField(form, u"parameters"_s);
    m_outputSchema = addSchemaField(form, u"outputSchema"_s);

    m_longRunningCheck = new QCheckBox(this);
    m_longRunningCheck->setObjectName(u"longRunningCheck"_s);
    m_longRunningCheck->setSizePolicy(QSizePolicy::Fixed,
                                      QSizePolicy::Fixed); // as wide as its text
    addUnlabelledField(form, u"longRunning"_s, m_longRunningCheck);
    connect(m_longRunningCheck, &QCheckBox::toggled, this, [this](bool on) {
        // Unticking drops the field: false is the default.
        writeField(u"longRunning"_s, on ? QJsonValue(true) : QJsonValue(QJsonValue::Undefined));
    });
    finishLayout();
    retranslateUi();
}

LocalToolEditor::~LocalToolEditor() = default;

ToolEditor::Row<SchemaBuilder> LocalToolEditor::addSchemaField(QFormLayout* form,
                                                               const QString& key)
{
    auto* builder = new SchemaBuilder(this);
    builder->setObjectName(key + u"Builder"_s);
    connect(builder, &SchemaBuilder::schemaEdited, this, [this, builder, key] {
        const std::optional<QJsonObject> schema = builder->schema();
        writeField(key, schema ? QJsonValue(*schema) : QJsonValue(QJsonValue::Undefined));
    });
    return {addField(form, key, builder), builder};
}

void LocalToolEditor::load(const QJsonObject& ref)
{
    const QString description = ref.value("description"_L1).toString();
    if (m_description.field->toPlainText() != description)
        m_description.field->setPlainText(description);
    const auto loadSchema = [&ref](SchemaBuilder* builder, QLatin1StringView key) {
        const std::optional<QJsonObject> schema = objectField(ref, key);
        if (builder->schema() != schema)
            builder->setSchema(schema);
    };
    loadSchema(m_parameters.field, "parameters"_L1);
    loadSchema(m_outputSchema.field, "outputSchema"_L1);
    m_longRunningCheck->setChecked(ref.value("longRunning"_L1).toBool());
}

void LocalToolEditor::focusInside(const QString& key, const QString& relativePath)
{
    const std::optional<QList<JsonPath::Component>> parts = JsonPath::split(relativePath);
    QString inner;
    if (parts && parts->size() > 1)
        inner = JsonPath::join(parts->mid(1));
    if (key == u"parameters"_s)
        m_parameters.field->focusPath(inner);
    else if (key == u"outputSchema"_s)
        m_outputSchema.field->focusPath(inner);
    else
        ToolEditor::focusInside(key, relativePath);
}

void LocalToolEditor::retranslateUi()
{
    setIntro(tr("A tool this app answers: the model calls it, the run pauses, and the answer "
                "comes from a local handler or from you."));
    m_name.label->setText(tr("&Name:"));
    m_name.field->setPlaceholderText(tr("send_email"));
    m_name.field->setToolTip(
        tr("The name the model calls: 1 to 64 letters, digits or underscores"));
    m_description.label->setText(tr("&Description:"));
    m_description.field->setPlaceholderText(tr("What the tool does and when to use it"));
    m_parameters.label->setText(tr("&Parameters:"));
    m_parameters.field->setToolTip(tr("JSON Schema of the arguments (an object schema)"));
    m_outputSchema.label->setText(tr("&Output schema:"));
    m_outputSchema.field->setToolTip(tr("JSON Schema of what the tool returns (optional)"));
    // Short, so a narrow panel needs no horizontal scrolling; what it means is in the tooltip.
    m_longRunningCheck->setText(tr("&Long-running"));
    m_longRunningCheck->setToolTip(
        tr("longRunning: tell the model not to call the tool again while a call is pending"));
}

} // namespace mantyx
