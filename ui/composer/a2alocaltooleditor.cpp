// SPDX-License-Identifier: MIT
// A2aLocalToolEditor: card sources, the card summary and the card's JSON over one a2a_local ref.
#include "composer/a2alocaltooleditor.h"

#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

#include "composer/toolheaderseditor.h"
#include "composer/tooljsontext.h"
#include "jsoneditor.h"
#include "localtools/a2aclient.h"
#include "localtools/mcpresolution.h"
#include "protocol/agentcardview.h"
#include "protocol/jsontextlocator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QLabel* valueLabel(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString formattedJson(const QJsonObject& object)
{
    const QString compact = QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    return JsonTextLocator::formatted(compact).value_or(compact);
}

} // namespace

A2aLocalToolEditor::A2aLocalToolEditor(QWidget* parent)
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
    QLabel* nameMessage = makeMessageLabel(u"nameMessage"_s);
    addFieldRow(form, m_nameLabel, m_nameEdit, nameMessage);
    registerField(u"name"_s, m_nameEdit, nameMessage);
    m_descriptionLabel = new QLabel(this);
    m_descriptionEdit = new QLineEdit(this);
    m_descriptionEdit->setObjectName(u"descriptionEdit"_s);
    QLabel* descriptionMessage = makeMessageLabel(u"descriptionMessage"_s);
    addFieldRow(form, m_descriptionLabel, m_descriptionEdit, descriptionMessage);
    registerField(u"description"_s, m_descriptionEdit, descriptionMessage);
    layout->addLayout(form);

    // Where the card comes from.
    m_sourceGroup = new QGroupBox(this);
    auto* source = new QFormLayout(m_sourceGroup);
    source->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_urlLabel = new QLabel(m_sourceGroup);
    auto* urlRow = new QHBoxLayout;
    m_urlEdit = new QLineEdit(m_sourceGroup);
    m_urlEdit->setObjectName(u"cardUrlEdit"_s);
    m_fetchButton = new QPushButton(m_sourceGroup);
    m_fetchButton->setObjectName(u"fetchCardButton"_s);
    urlRow->addWidget(m_urlEdit, 1);
    urlRow->addWidget(m_fetchButton);
    source->addRow(m_urlLabel, urlRow);
    m_urlLabel->setBuddy(m_urlEdit);
    m_headersLabel = new QLabel(m_sourceGroup);
    m_fetchHeaders = new ToolHeadersEditor(ToolHeadersEditor::Purpose::Headers, m_sourceGroup);
    m_fetchHeaders->setObjectName(u"fetchHeadersEditor"_s);
    source->addRow(m_headersLabel, m_fetchHeaders);
    auto* fileRow = new QHBoxLayout;
    m_openButton = new QPushButton(m_sourceGroup);
    m_openButton->setObjectName(u"openCardButton"_s);
    fileRow->addWidget(m_openButton);
    fileRow->addStretch();
    source->addRow(fileRow);
    m_status = valueLabel(m_sourceGroup, u"cardStatus"_s);
    m_status->setVisible(false);
    source->addRow(m_status);
    layout->addWidget(m_sourceGroup);

    // What the card says.
    m_cardGroup = new QGroupBox(this);
    auto* card = new QFormLayout(m_cardGroup);
    card->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_cardNameLabel = new QLabel(m_cardGroup);
    m_cardName = valueLabel(m_cardGroup, u"cardName"_s);
    card->addRow(m_cardNameLabel, m_cardName);
    m_cardDescriptionLabel = new QLabel(m_cardGroup);
    m_cardDescription = valueLabel(m_cardGroup, u"cardDescription"_s);
    card->addRow(m_cardDescriptionLabel, m_cardDescription);
    m_cardProtocolLabel = new QLabel(m_cardGroup);
    m_cardProtocol = valueLabel(m_cardGroup, u"cardProtocol"_s);
    card->addRow(m_cardProtocolLabel, m_cardProtocol);
    m_cardProviderLabel = new QLabel(m_cardGroup);
    m_cardProvider = valueLabel(m_cardGroup, u"cardProvider"_s);
    card->addRow(m_cardProviderLabel, m_cardProvider);
    m_skillsLabel = new QLabel(m_cardGroup);
    m_skills = new QListWidget(m_cardGroup);
    m_skills->setObjectName(u"skillsList"_s);
    m_skills->setMaximumHeight(110);
    m_skills->setWordWrap(true);
    card->addRow(m_skillsLabel, m_skills);
    m_cardJsonLabel = new QLabel(m_cardGroup);
    m_cardJson = new JsonEditor(m_cardGroup);
    m_cardJson->setObjectName(u"cardJsonEditor"_s);
    m_cardJson->setMinimumHeight(160);
    QLabel* cardMessage = makeMessageLabel(u"agentCardMessage"_s);
    addFieldRow(card, m_cardJsonLabel, m_cardJson, cardMessage);
    registerField(u"agentCard"_s, m_cardJson, cardMessage);
    layout->addWidget(m_cardGroup);
    layout->addWidget(refMessageLabel());
    layout->addStretch();

    connect(m_nameEdit, &QLineEdit::textEdited, this,
            [this](const QString& text) { writeText(u"name"_s, text.trimmed()); });
    connect(m_descriptionEdit, &QLineEdit::textEdited, this,
            [this](const QString& text) { writeText(u"description"_s, text); });
    connect(m_fetchButton, &QPushButton::clicked, this, &A2aLocalToolEditor::fetchCard);
    connect(m_urlEdit, &QLineEdit::returnPressed, this, &A2aLocalToolEditor::fetchCard);
    connect(m_urlEdit, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_fetchButton->setEnabled(!m_fetching && !text.trimmed().isEmpty());
    });
    connect(m_openButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Agent Card"), QString(),
                                                          tr("JSON files (*.json);;All files (*)"));
        if (!path.isEmpty())
            openCardFile(path);
    });
    connect(m_cardJson, &QPlainTextEdit::textChanged, this, &A2aLocalToolEditor::onCardJsonEdited);

    m_fetchButton->setEnabled(false);
    retranslateUi();
    showCard({});
}

A2aLocalToolEditor::~A2aLocalToolEditor() = default;

void A2aLocalToolEditor::load(const QJsonObject& ref)
{
    m_nameEdit->setText(ref.value("name"_L1).toString());
    m_descriptionEdit->setText(ref.value("description"_L1).toString());
    const QJsonObject card = ref.value("agentCard"_L1).toObject();
    showCard(card);
    const std::optional<QJsonObject> shown =
        A2aClient::parseCard(m_cardJson->toPlainText().toUtf8());
    if (shown.value_or(QJsonObject()) != card || (card.isEmpty() && !shown))
        setCardJsonText(card);
}

void A2aLocalToolEditor::fetchCard()
{
    const QString text = m_urlEdit->text().trimmed();
    if (text.isEmpty() || m_fetching)
        return;
    const QUrl url = QUrl::fromUserInput(text);
    if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s)) {
        setStatus(tr("%1 is not an http:// or https:// URL.").arg(text), true);
        emit fetchFinished(false);
        return;
    }
    if (!m_client)
        m_client = new A2aClient(nullptr, this);
    m_fetching = true;
    m_fetchButton->setEnabled(false);
    setStatus(tr("Fetching the agent card from %1…").arg(url.toDisplayString()), false);
    m_client->fetchCard(url, m_fetchHeaders->values(), this, [this](const A2aCardResult& result) {
        m_fetching = false;
        m_fetchButton->setEnabled(!m_urlEdit->text().trimmed().isEmpty());
        if (!result.ok) {
            setStatus(result.error, true);
            emit fetchFinished(false);
            return;
        }
        useCard(result.card, tr("Fetched from %1.").arg(result.url.toDisplayString()));
        emit fetchFinished(true);
    });
}

bool A2aLocalToolEditor::openCardFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setStatus(tr("Could not open %1: %2").arg(path, file.errorString()), true);
        return false;
    }
    QString error;
    const std::optional<QJsonObject> card =
        A2aClient::parseCard(file.read(A2aClient::MaxCardBytes + 1), &error);
    if (!card) {
        setStatus(tr("%1 is not an agent card: %2").arg(path, error), true);
        return false;
    }
    useCard(*card, tr("Read from %1.").arg(path));
    return true;
}

QString A2aLocalToolEditor::statusText() const
{
    return m_status->text();
}

void A2aLocalToolEditor::useCard(const QJsonObject& card, const QString& status)
{
    setCardJsonText(card);
    showCard(card);
    writeField(u"agentCard"_s, card);
    // A fresh tool gets a name from its card.
    if (ref().value("name"_L1).toString().isEmpty()) {
        const QString suggested = AgentCardView(card).name().toLower();
        if (!suggested.isEmpty()) {
            const QString name = McpResolution::validModelName(suggested);
            m_nameEdit->setText(name);
            writeText(u"name"_s, name);
        }
    }
    setStatus(status, false);
}

void A2aLocalToolEditor::setCardJsonText(const QJsonObject& card)
{
    const QSignalBlocker blocker(m_cardJson);
    setJsonEditorText(m_cardJson, card.isEmpty() ? QString() : formattedJson(card));
}

void A2aLocalToolEditor::onCardJsonEdited()
{
    if (isLoading())
        return;
    const QString text = m_cardJson->toPlainText();
    if (text.trimmed().isEmpty()) {
        m_cardJson->clearIssues();
        showCard({});
        writeField(u"agentCard"_s, QJsonValue(QJsonValue::Undefined));
        return;
    }
    std::optional<JsonTextLocator::SyntaxError> syntax;
    const QJsonDocument document = JsonTextLocator::parse(text, &syntax);
    if (syntax || !document.isObject()) {
        const QString message = !syntax ? tr("An agent card is a JSON object ({…}).")
                                : syntax->expected.isEmpty()
                                    ? tr("JSON syntax error: %1.").arg(syntax->message)
                                    : tr("JSON syntax error: expected %1.").arg(syntax->expected);
        const TextSpan span = syntax ? syntax->span : TextSpan{0, 1, 1, 1};
        m_cardJson->setIssues({JsonEditor::Issue{span.line, span.column, int(span.length),
                                                 JsonEditor::Severity::Error, message}});
        return;
    }
    m_cardJson->clearIssues();
    showCard(document.object());
    writeField(u"agentCard"_s, document.object());
}

void A2aLocalToolEditor::showCard(const QJsonObject& card)
{
    const AgentCardView view(card);
    const QString none = tr("—");
    m_cardName->setText(view.name().isEmpty() ? none : view.name());
    m_cardDescription->setText(view.description().isEmpty() ? none : view.description());
    if (card.isEmpty()) {
        m_cardProtocol->setText(none);
    } else {
        const A2aEndpoint endpoint = A2aClient::endpointFor(card);
        QString text = endpoint.isValid() ? tr("%1 at %2")
                                                .arg(A2aClient::protocolName(endpoint.protocol),
                                                     endpoint.url.toDisplayString())
                                          : tr("none this app can call: %1").arg(endpoint.error);
        if (!view.protocolVersion().isEmpty())
            text += u"  "_s + tr("(card protocolVersion %1)").arg(view.protocolVersion());
        m_cardProtocol->setText(text);
    }
    QStringList provider;
    if (!view.providerOrganization().isEmpty())
        provider.append(view.providerOrganization());
    if (!view.version().isEmpty())
        provider.append(tr("version %1").arg(view.version()));
    m_cardProvider->setText(provider.isEmpty() ? none : provider.join(u", "_s));

    m_skills->clear();
    const QList<AgentSkillView> skills = view.skills();
    for (const AgentSkillView& skill : skills) {
        const QString title = skill.name().isEmpty() ? skill.id() : skill.name();
        auto* item = new QListWidgetItem(
            skill.description().isEmpty() ? title : title + u" — "_s + skill.description(),
            m_skills);
        QStringList tip;
        if (!skill.tags().isEmpty())
            tip.append(tr("Tags: %1").arg(skill.tags().join(u", "_s)));
        for (const QString& example : skill.examples())
            tip.append(tr("Example: %1").arg(example));
        item->setToolTip(tip.join(u'\n'));
    }
    if (skills.isEmpty())
        new QListWidgetItem(tr("(no skills listed)"), m_skills);
}

void A2aLocalToolEditor::setStatus(const QString& text, bool error)
{
    m_statusError = error;
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText,
                   JsonEditor::severityColor(JsonEditor::Severity::Error, palette()));
    m_status->setPalette(p);
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void A2aLocalToolEditor::retranslateUi()
{
    m_intro->setText(tr("An A2A agent this app calls: the server gets its resolved agent card "
                        "and tells the model about it; the model's messages come back here as "
                        "tool calls."));
    m_nameLabel->setText(tr("&Name:"));
    m_nameEdit->setPlaceholderText(tr("hr_agent"));
    m_nameEdit->setToolTip(tr("The tool name the model calls: 1 to 64 letters, digits or "
                              "underscores"));
    m_descriptionLabel->setText(tr("&Description:"));
    m_descriptionEdit->setPlaceholderText(tr("optional: replaces \"Delegate a task to …\""));
    m_sourceGroup->setTitle(tr("Get the agent card"));
    m_urlLabel->setText(tr("Agent &URL:"));
    m_urlEdit->setPlaceholderText(tr("http://localhost:9999"));
    m_urlEdit->setToolTip(tr("The agent's base URL (its card is at "
                             "/.well-known/agent-card.json) or the card's own URL"));
    m_fetchButton->setText(tr("&Fetch card"));
    m_headersLabel->setText(tr("Headers:"));
    m_fetchHeaders->setToolTip(tr("Sent with the card request only; not part of the spec"));
    m_openButton->setText(tr("Open card &file…"));
    m_cardGroup->setTitle(tr("Agent card"));
    m_cardNameLabel->setText(tr("Name:"));
    m_cardDescriptionLabel->setText(tr("Description:"));
    m_cardProtocolLabel->setText(tr("Protocol:"));
    m_cardProviderLabel->setText(tr("Provider:"));
    m_skillsLabel->setText(tr("Skills:"));
    m_cardJsonLabel->setText(tr("Card &JSON:"));
    m_cardJson->setToolTip(tr("The card as it is sent; paste a card here to use it"));
    showCard(ref().value("agentCard"_L1).toObject());
}

} // namespace mantyx
