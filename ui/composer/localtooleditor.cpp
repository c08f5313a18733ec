// SPDX-License-Identifier: MIT
// LocalToolEditor: a form over one `local` ref.
#include "composer/localtooleditor.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

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
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_nameLabel = new QLabel(this);
    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName(u"nameEdit"_s);
    m_nameEdit->setMaxLength(200); // past 64 the message says so; no need to take a novel
    QLabel* nameMessage = makeMessageLabel(u"nameMessage"_s);
    addFieldRow(form, m_nameLabel, m_nameEdit, nameMessage);
    registerField(u"name"_s, m_nameEdit, nameMessage);

    m_descriptionLabel = new QLabel(this);
    m_descriptionEdit = new QPlainTextEdit(this);
    m_descriptionEdit->setObjectName(u"descriptionEdit"_s);
    m_descriptionEdit->setTabChangesFocus(true);
    m_descriptionEdit->setFixedHeight(m_descriptionEdit->fontMetrics().lineSpacing() * 3 + 12);
    QLabel* descriptionMessage = makeMessageLabel(u"descriptionMessage"_s);
    addFieldRow(form, m_descriptionLabel, m_descriptionEdit, descriptionMessage);
    registerField(u"description"_s, m_descriptionEdit, descriptionMessage);

    m_parametersLabel = new QLabel(this);
    m_parameters = new SchemaBuilder(this);
    m_parameters->setObjectName(u"parametersBuilder"_s);
    QLabel* parametersMessage = makeMessageLabel(u"parametersMessage"_s);
    addFieldRow(form, m_parametersLabel, m_parameters, parametersMessage);
    registerField(u"parameters"_s, m_parameters, parametersMessage);

    m_outputSchemaLabel = new QLabel(this);
    m_outputSchema = new SchemaBuilder(this);
    m_outputSchema->setObjectName(u"outputSchemaBuilder"_s);
    QLabel* outputMessage = makeMessageLabel(u"outputSchemaMessage"_s);
    addFieldRow(form, m_outputSchemaLabel, m_outputSchema, outputMessage);
    registerField(u"outputSchema"_s, m_outputSchema, outputMessage);

    m_longRunningCheck = new QCheckBox(this);
    m_longRunningCheck->setObjectName(u"longRunningCheck"_s);
    QLabel* longMessage = makeMessageLabel(u"longRunningMessage"_s);
    addFieldRow(form, nullptr, m_longRunningCheck, longMessage);
    registerField(u"longRunning"_s, m_longRunningCheck, longMessage);

    layout->addLayout(form);
    layout->addWidget(refMessageLabel());
    layout->addStretch();

    connect(m_nameEdit, &QLineEdit::textEdited, this,
            [this](const QString& text) { writeText(u"name"_s, text); });
    connect(m_descriptionEdit, &QPlainTextEdit::textChanged, this,
            [this] { writeText(u"description"_s, m_descriptionEdit->toPlainText()); });
    connect(m_parameters, &SchemaBuilder::schemaEdited, this, [this] {
        const std::optional<QJsonObject> schema = m_parameters->schema();
        writeField(u"parameters"_s,
                   schema ? QJsonValue(*schema) : QJsonValue(QJsonValue::Undefined));
    });
    connect(m_outputSchema, &SchemaBuilder::schemaEdited, this, [this] {
        const std::optional<QJsonObject> schema = m_outputSchema->schema();
        writeField(u"outputSchema"_s,
                   schema ? QJsonValue(*schema) : QJsonValue(QJsonValue::Undefined));
    });
    connect(m_longRunningCheck, &QCheckBox::toggled, this, [this](bool on) {
        // Unticking drops the field: false is the default.
        writeField(u"longRunning"_s, on ? QJsonValue(true) : QJsonValue(QJsonValue::Undefined));
    });
    retranslateUi();
}

LocalToolEditor::~LocalToolEditor() = default;

void LocalToolEditor::load(const QJsonObject& ref)
{
    const QString name = ref.value("name"_L1).toString();
    if (m_nameEdit->text() != name)
        m_nameEdit->setText(name);
    const QString description = ref.value("description"_L1).toString();
    if (m_descriptionEdit->toPlainText() != description)
        m_descriptionEdit->setPlainText(description);
    const std::optional<QJsonObject> parameters = objectField(ref, "parameters"_L1);
    if (m_parameters->schema() != parameters)
        m_parameters->setSchema(parameters);
    const std::optional<QJsonObject> output = objectField(ref, "outputSchema"_L1);
    if (m_outputSchema->schema() != output)
        m_outputSchema->setSchema(output);
    m_longRunningCheck->setChecked(ref.value("longRunning"_L1).toBool());
}

void LocalToolEditor::focusInside(const QString& key, const QString& relativePath)
{
    const std::optional<QList<JsonPath::Component>> parts = JsonPath::split(relativePath);
    QString inner;
    if (parts && parts->size() > 1)
        inner = JsonPath::join(parts->mid(1));
    if (key == u"parameters"_s)
        m_parameters->focusPath(inner);
    else if (key == u"outputSchema"_s)
        m_outputSchema->focusPath(inner);
    else
        ToolEditor::focusInside(key, relativePath);
}

void LocalToolEditor::retranslateUi()
{
    m_intro->setText(tr("A tool this app answers: the model calls it, the run pauses, and the "
                        "answer comes from a local handler or from you."));
    m_nameLabel->setText(tr("&Name:"));
    m_nameEdit->setPlaceholderText(tr("send_email"));
    m_nameEdit->setToolTip(tr("The name the model calls: 1 to 64 letters, digits or underscores"));
    m_descriptionLabel->setText(tr("&Description:"));
    m_descriptionEdit->setPlaceholderText(tr("What the tool does and when to use it"));
    m_parametersLabel->setText(tr("&Parameters:"));
    m_parameters->setToolTip(tr("JSON Schema of the arguments (an object schema)"));
    m_outputSchemaLabel->setText(tr("&Output schema:"));
    m_outputSchema->setToolTip(tr("JSON Schema of what the tool returns (optional)"));
    m_longRunningCheck->setText(tr("&Long-running (tell the model not to call it again while "
                                   "it is pending)"));
}

} // namespace mantyx
