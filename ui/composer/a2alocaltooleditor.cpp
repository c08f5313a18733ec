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
#include "localtools/a2aclient.h"
#include "localtools/mcpresolution.h"
#include "protocol/agentcardview.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

A2aLocalToolEditor::A2aLocalToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    QFormLayout* form = addForm();
    m_name = addLineField(form, u"name"_s);
    m_description = addLineField(form, u"description"_s, TextEntry::AsTyped);

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
    m_status = makeTextLabel(m_sourceGroup, u"cardStatus"_s);
    m_status->setVisible(false);
    source->addRow(m_status);
    editorLayout()->addWidget(m_sourceGroup);

    // What the card says.
    m_cardGroup = new QGroupBox(this);
    auto* card = new QFormLayout(m_cardGroup);
    card->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto addValueRow = [this, card](QLabel*& label, const QString& objectName) {
        label = new QLabel(m_cardGroup);
        QLabel* value = makeTextLabel(m_cardGroup, objectName);
        card->addRow(label, value);
        return value;
    };
    m_cardName = addValueRow(m_cardNameLabel, u"cardName"_s);
    m_cardDescription = addValueRow(m_cardDescriptionLabel, u"cardDescription"_s);
    m_cardProtocol = addValueRow(m_cardProtocolLabel, u"cardProtocol"_s);
    m_cardProvider = addValueRow(m_cardProviderLabel, u"cardProvider"_s);
    m_skillsLabel = new QLabel(m_cardGroup);
    m_skills = new QListWidget(m_cardGroup);
    m_skills->setObjectName(u"skillsList"_s);
    m_skills->setMaximumHeight(110);
    m_skills->setWordWrap(true);
    card->addRow(m_skillsLabel, m_skills);
    m_cardJson = new JsonEditor(m_cardGroup);
    m_cardJson->setObjectName(u"cardJsonEditor"_s);
    m_cardJson->setMinimumHeight(160);
    m_cardJsonLabel = addField(card, u"agentCard"_s, m_cardJson);
    editorLayout()->addWidget(m_cardGroup);
    finishLayout();

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
            m_name.field->setText(name);
            writeText(u"name"_s, name);
        }
    }
    setStatus(status, false);
}

void A2aLocalToolEditor::setCardJsonText(const QJsonObject& card)
{
    const QSignalBlocker blocker(m_cardJson);
    setJsonEditorText(m_cardJson, card.isEmpty() ? QString() : indentedJson(card));
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
    const std::optional<QJsonDocument> document =
        parseEditorJson(m_cardJson, tr("An agent card is a JSON object ({…})."));
    if (!document)
        return;
    showCard(document->object());
    writeField(u"agentCard"_s, document->object());
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
    showStatusText(m_status, text, error);
    m_status->setVisible(!text.isEmpty());
}

void A2aLocalToolEditor::retranslateUi()
{
    setIntro(tr("An A2A agent this app calls: the server gets its resolved agent card and tells "
                "the model about it; the model's messages come back here as tool calls."));
    m_name.label->setText(tr("&Name:"));
    m_name.field->setPlaceholderText(tr("hr_agent"));
    m_name.field->setToolTip(tr("The tool name the model calls: 1 to 64 letters, digits or "
                                "underscores"));
    m_description.label->setText(tr("&Description:"));
    m_description.field->setPlaceholderText(tr("optional: replaces \"Delegate a task to …\""));
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
