// SPDX-License-Identifier: MIT
#include "composer/generalpage.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QStackedWidget>

#include "composer/formsetters.h"
#include "composer/messageseditor.h"
#include "protocol/jsonpath.h"
#include "spec/modelcatalogmodel.h"
#include "spec/specdocument.h"

using namespace Qt::StringLiterals;

namespace mantyx {

GeneralPage::GeneralPage(SpecDocument* doc, ModelCatalogModel* models, QWidget* parent)
    : ComposerPage(doc, parent)
    , m_models(models)
{
    setObjectName(u"generalPage"_s);

    m_modelLabel = new QLabel(this);
    m_modelCombo = new QComboBox(this);
    m_modelCombo->setObjectName(u"modelCombo"_s);
    m_modelCombo->setEditable(true);
    m_modelCombo->setInsertPolicy(QComboBox::NoInsert);
    m_modelCombo->setModel(models);
    m_modelCombo->setCompleter(nullptr);
    m_modelCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_modelCombo->setMinimumContentsLength(30);
    forms::fitPopupToEntries(m_modelCombo);
    m_modelLabel->setBuddy(m_modelCombo);
    connect(m_modelCombo, &QComboBox::activated, this, [this](int row) {
        writeModel(m_modelCombo->itemData(row, ModelCatalogModel::IdRole).toString());
    });
    connect(m_modelCombo->lineEdit(), &QLineEdit::textEdited, this,
            [this](const QString& text) { writeModel(text.trimmed()); });
    connect(models, &QAbstractItemModel::modelReset, this, &GeneralPage::reload);
    m_modelDetails = new QLabel(this);
    m_modelDetails->setObjectName(u"modelDetails"_s);
    m_modelDetails->setWordWrap(true);
    m_modelDetails->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_agentLabel = new QLabel(this);
    m_agentEdit = new QLineEdit(this);
    m_agentEdit->setObjectName(u"agentIdEdit"_s);
    m_agentEdit->setClearButtonEnabled(true);
    m_agentLabel->setBuddy(m_agentEdit);
    connect(m_agentEdit, &QLineEdit::textEdited, this,
            [this](const QString& text) { writeOptionalText(u"agentId"_s, text); });

    m_nameLabel = new QLabel(this);
    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName(u"nameEdit"_s);
    m_nameEdit->setClearButtonEnabled(true);
    m_nameLabel->setBuddy(m_nameEdit);
    connect(m_nameEdit, &QLineEdit::textEdited, this,
            [this](const QString& text) { writeOptionalText(u"name"_s, text); });

    m_systemPromptLabel = new QLabel(this);
    m_systemPromptEdit = new QPlainTextEdit(this);
    m_systemPromptEdit->setObjectName(u"systemPromptEdit"_s);
    m_systemPromptEdit->setTabChangesFocus(true);
    m_systemPromptEdit->setMinimumHeight(60);
    m_systemPromptLabel->setBuddy(m_systemPromptEdit);
    connect(m_systemPromptEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (!isLoading())
            writeOptionalText(u"systemPrompt"_s, m_systemPromptEdit->toPlainText());
    });

    m_inputLabel = new QLabel(this);
    m_promptRadio = new QRadioButton(this);
    m_promptRadio->setObjectName(u"promptModeRadio"_s);
    m_messagesRadio = new QRadioButton(this);
    m_messagesRadio->setObjectName(u"messagesModeRadio"_s);
    m_inputGroup = new QButtonGroup(this);
    m_inputGroup->addButton(m_promptRadio, 0);
    m_inputGroup->addButton(m_messagesRadio, 1);
    m_inputLabel->setBuddy(m_promptRadio);
    connect(m_inputGroup, &QButtonGroup::idClicked, this,
            [this](int id) { setMessagesMode(id == 1); });

    m_inputStack = new QStackedWidget(this);
    m_inputStack->setObjectName(u"inputStack"_s);
    m_promptEdit = new QPlainTextEdit(m_inputStack);
    m_promptEdit->setObjectName(u"promptEdit"_s);
    m_promptEdit->setTabChangesFocus(true);
    connect(m_promptEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (isLoading() || isMessagesMode())
            return;
        writeOptionalText(u"prompt"_s, m_promptEdit->toPlainText());
    });
    m_messages = new MessagesEditor(doc, m_inputStack);
    m_inputStack->addWidget(m_promptEdit);
    m_inputStack->addWidget(m_messages);
    // The stack needs the room of the page it shows, not of the largest one (the messages
    // editor is much taller than the prompt): the hidden page's size is ignored.
    connect(m_inputStack, &QStackedWidget::currentChanged, this, [this](int current) {
        for (int i = 0; i < m_inputStack->count(); ++i) {
            const auto policy = i == current ? QSizePolicy::Expanding : QSizePolicy::Ignored;
            m_inputStack->widget(i)->setSizePolicy(policy, policy);
        }
        m_inputStack->updateGeometry();
    });
    m_messages->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    connect(m_messages, &MessagesEditor::selectionChanged, this, &ComposerPage::fieldsMoved);

    auto* modelBox = new QVBoxLayout;
    modelBox->setContentsMargins(0, 0, 0, 0);
    modelBox->setSpacing(2);
    modelBox->addWidget(m_modelCombo);
    modelBox->addWidget(m_modelDetails);
    auto* inputModes = new QHBoxLayout;
    inputModes->setContentsMargins(0, 0, 0, 0);
    inputModes->addWidget(m_promptRadio);
    inputModes->addWidget(m_messagesRadio);
    inputModes->addStretch(1);

    auto* grid = new QGridLayout(this);
    const Qt::Alignment labelAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    const Qt::Alignment topAlignment = Qt::AlignLeft | Qt::AlignTop;
    grid->addWidget(m_modelLabel, 0, 0, topAlignment);
    grid->addLayout(modelBox, 0, 1);
    grid->addWidget(m_agentLabel, 1, 0, labelAlignment);
    grid->addWidget(m_agentEdit, 1, 1);
    grid->addWidget(m_nameLabel, 2, 0, labelAlignment);
    grid->addWidget(m_nameEdit, 2, 1);
    grid->addWidget(m_systemPromptLabel, 3, 0, topAlignment);
    grid->addWidget(m_systemPromptEdit, 3, 1);
    grid->addWidget(m_inputLabel, 4, 0, labelAlignment);
    grid->addLayout(inputModes, 4, 1);
    grid->addWidget(m_inputStack, 5, 0, 1, 2);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(3, 1);
    grid->setRowStretch(5, 3);

    // Labels first in the chain would do nothing; the controls go top to bottom.
    setTabOrder(m_modelCombo, m_agentEdit);
    setTabOrder(m_agentEdit, m_nameEdit);
    setTabOrder(m_nameEdit, m_systemPromptEdit);
    setTabOrder(m_systemPromptEdit, m_promptRadio);
    setTabOrder(m_promptRadio, m_messagesRadio);
    setTabOrder(m_messagesRadio, m_promptEdit);
    setTabOrder(m_promptEdit, m_messages->messageList());

    retranslateUi();
    reload();
}

GeneralPage::~GeneralPage() = default;

void GeneralPage::retranslateUi()
{
    m_modelLabel->setText(tr("&Model:"));
    m_modelCombo->lineEdit()->setPlaceholderText(tr("Workspace default"));
    m_modelCombo->setToolTip(tr("Pick a model of the workspace or type a selector: a catalog id, "
                                "provider:vendor-model, or a bare vendor model id"));
    m_agentLabel->setText(tr("&Agent ID:"));
    m_agentEdit->setPlaceholderText(tr("Optional: run a persisted agent (then the system prompt "
                                       "and model are optional)"));
    m_nameLabel->setText(tr("&Name:"));
    m_nameEdit->setPlaceholderText(tr("Optional label for observability"));
    m_systemPromptLabel->setText(tr("S&ystem prompt:"));
    m_systemPromptEdit->setPlaceholderText(tr("What the agent is and how it should behave"));
    m_inputLabel->setText(tr("Input:"));
    m_promptRadio->setText(tr("&Prompt"));
    m_promptRadio->setToolTip(tr("One user prompt"));
    m_messagesRadio->setText(tr("Me&ssages"));
    m_messagesRadio->setToolTip(tr("Several turns with roles, and attachments"));
    m_promptEdit->setPlaceholderText(tr("What the agent should do"));
    m_promptEdit->setAccessibleName(tr("Prompt"));
    updateModelDetails();
}

void GeneralPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    ComposerPage::changeEvent(event);
}

void GeneralPage::load()
{
    SpecDocument* doc = document();
    const QJsonValue model = doc->value(u"modelId"_s);
    forms::setEditText(m_modelCombo, model.toString(), ModelCatalogModel::IdRole);
    updateModelDetails();
    forms::setText(m_agentEdit, doc->value(u"agentId"_s).toString());
    forms::setText(m_nameEdit, doc->value(u"name"_s).toString());
    forms::setText(m_systemPromptEdit, doc->value(u"systemPrompt"_s).toString());

    const bool messagesMode = doc->contains(u"messages"_s);
    forms::setChecked(m_promptRadio, !messagesMode);
    forms::setChecked(m_messagesRadio, messagesMode);
    m_inputStack->setCurrentIndex(messagesMode ? 1 : 0);
    forms::setText(m_promptEdit, doc->value(u"prompt"_s).toString());
    m_messages->load();
}

void GeneralPage::updateModelDetails()
{
    m_modelDetails->setText(m_models->describeSelector(document()->value(u"modelId"_s).toString()));
}

void GeneralPage::writeModel(const QString& selector)
{
    if (isLoading())
        return;
    writeOptionalText(u"modelId"_s, selector);
    updateModelDetails();
}

void GeneralPage::writeOptionalText(const QString& key, const QString& text)
{
    if (isLoading())
        return;
    if (text.isEmpty())
        document()->remove(key);
    else
        document()->setValue(key, text);
}

bool GeneralPage::isMessagesMode() const
{
    return m_messagesRadio->isChecked();
}

void GeneralPage::setMessagesMode(bool messages)
{
    SpecDocument* doc = document();
    if (messages == doc->contains(u"messages"_s)) {
        reload();
        return;
    }
    if (messages) {
        m_stashedPrompt = doc->value(u"prompt"_s).toString();
        QJsonArray list = m_stashedMessages;
        if (list.isEmpty() || !m_stashedPrompt.isEmpty()) {
            // The prompt becomes the last user message; earlier stashed turns come back.
            bool replaced = false;
            for (qsizetype i = list.size() - 1; i >= 0 && !replaced; --i) {
                QJsonObject message = list.at(i).toObject();
                if (message.value("role"_L1).toString() == "user"_L1) {
                    message.insert("content"_L1, m_stashedPrompt);
                    list.replace(i, message);
                    replaced = true;
                }
            }
            if (!replaced)
                list.append(QJsonObject{{u"role"_s, u"user"_s}, {u"content"_s, m_stashedPrompt}});
        }
        doc->remove(u"prompt"_s);
        doc->setValue(u"messages"_s, list);
    } else {
        const QJsonArray list = doc->value(u"messages"_s).toArray();
        m_stashedMessages = list;
        QString prompt;
        for (qsizetype i = list.size() - 1; i >= 0; --i) {
            const QJsonObject message = list.at(i).toObject();
            if (message.value("role"_L1).toString() == "user"_L1) {
                prompt = message.value("content"_L1).toString();
                break;
            }
        }
        doc->remove(u"messages"_s);
        if (!prompt.isEmpty())
            doc->setValue(u"prompt"_s, prompt);
    }
    reload();
}

QWidget* GeneralPage::fieldWidget(const QString& path, bool reveal)
{
    const std::optional<QList<JsonPath::Component>> components = JsonPath::split(path);
    if (!components || components->isEmpty() ||
        components->constFirst().kind != JsonPath::Component::Kind::Key)
        return nullptr;
    const QString key = components->constFirst().key;
    if (key == "modelId"_L1)
        return m_modelCombo;
    if (key == "agentId"_L1)
        return m_agentEdit;
    if (key == "name"_L1)
        return m_nameEdit;
    if (key == "systemPrompt"_L1)
        return m_systemPromptEdit;
    if (key == "prompt"_L1)
        return isMessagesMode() ? static_cast<QWidget*>(m_promptRadio) : m_promptEdit;
    if (key == "messages"_L1) {
        if (!isMessagesMode())
            return m_messagesRadio;
        return m_messages->fieldWidget(path, reveal);
    }
    return nullptr;
}

QList<QWidget*> GeneralPage::markableWidgets() const
{
    QList<QWidget*> widgets = {m_modelCombo,  m_agentEdit,     m_nameEdit,  m_systemPromptEdit,
                               m_promptRadio, m_messagesRadio, m_promptEdit};
    widgets << m_messages->markableWidgets();
    return widgets;
}

} // namespace mantyx
