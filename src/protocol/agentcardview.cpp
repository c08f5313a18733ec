// SPDX-License-Identifier: MIT
#include "protocol/agentcardview.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {

QString stringAt(const QJsonObject& object, QLatin1StringView key)
{
    return object.value(key).toString();
}

QStringList stringsAt(const QJsonObject& object, QLatin1StringView key)
{
    QStringList list;
    const QJsonArray array = object.value(key).toArray();
    for (const QJsonValue& item : array) {
        if (item.isString())
            list.append(item.toString());
    }
    return list;
}

template <typename View> QList<View> viewsAt(const QJsonObject& object, QLatin1StringView key)
{
    QList<View> list;
    const QJsonArray array = object.value(key).toArray();
    for (const QJsonValue& item : array) {
        if (item.isObject())
            list.append(View(item.toObject()));
    }
    return list;
}

} // namespace

AgentSkillView::AgentSkillView(QJsonObject skill)
    : m_skill(std::move(skill))
{}

QString AgentSkillView::id() const
{
    return stringAt(m_skill, "id"_L1);
}

QString AgentSkillView::name() const
{
    return stringAt(m_skill, "name"_L1);
}

QString AgentSkillView::description() const
{
    return stringAt(m_skill, "description"_L1);
}

QStringList AgentSkillView::tags() const
{
    return stringsAt(m_skill, "tags"_L1);
}

QStringList AgentSkillView::examples() const
{
    return stringsAt(m_skill, "examples"_L1);
}

QStringList AgentSkillView::inputModes() const
{
    return stringsAt(m_skill, "inputModes"_L1);
}

QStringList AgentSkillView::outputModes() const
{
    return stringsAt(m_skill, "outputModes"_L1);
}

AgentInterfaceView::AgentInterfaceView(QJsonObject entry)
    : m_entry(std::move(entry))
{}

QString AgentInterfaceView::url() const
{
    return stringAt(m_entry, "url"_L1);
}

QString AgentInterfaceView::protocolBinding() const
{
    const QJsonValue binding = m_entry.value("protocolBinding"_L1);
    if (binding.isString())
        return binding.toString();
    return stringAt(m_entry, "transport"_L1);
}

QString AgentInterfaceView::protocolVersion() const
{
    return stringAt(m_entry, "protocolVersion"_L1);
}

QString AgentInterfaceView::tenant() const
{
    return stringAt(m_entry, "tenant"_L1);
}

AgentCardView::AgentCardView(QJsonObject card)
    : m_card(std::move(card))
{}

QString AgentCardView::name() const
{
    return stringAt(m_card, "name"_L1);
}

QString AgentCardView::description() const
{
    return stringAt(m_card, "description"_L1);
}

QString AgentCardView::url() const
{
    return stringAt(m_card, "url"_L1);
}

QString AgentCardView::primaryUrl() const
{
    const QString top = url();
    if (!top.isEmpty())
        return top;
    const QList<AgentInterfaceView> interfaces = supportedInterfaces();
    for (const AgentInterfaceView& entry : interfaces) {
        if (!entry.url().isEmpty())
            return entry.url();
    }
    return {};
}

QString AgentCardView::protocolVersion() const
{
    return stringAt(m_card, "protocolVersion"_L1);
}

QString AgentCardView::version() const
{
    return stringAt(m_card, "version"_L1);
}

QString AgentCardView::preferredTransport() const
{
    return stringAt(m_card, "preferredTransport"_L1);
}

QString AgentCardView::documentationUrl() const
{
    return stringAt(m_card, "documentationUrl"_L1);
}

QString AgentCardView::iconUrl() const
{
    return stringAt(m_card, "iconUrl"_L1);
}

QString AgentCardView::providerOrganization() const
{
    return stringAt(m_card.value("provider"_L1).toObject(), "organization"_L1);
}

QString AgentCardView::providerUrl() const
{
    return stringAt(m_card.value("provider"_L1).toObject(), "url"_L1);
}

QStringList AgentCardView::defaultInputModes() const
{
    return stringsAt(m_card, "defaultInputModes"_L1);
}

QStringList AgentCardView::defaultOutputModes() const
{
    return stringsAt(m_card, "defaultOutputModes"_L1);
}

QJsonObject AgentCardView::capabilities() const
{
    return m_card.value("capabilities"_L1).toObject();
}

QList<AgentSkillView> AgentCardView::skills() const
{
    return viewsAt<AgentSkillView>(m_card, "skills"_L1);
}

QList<AgentInterfaceView> AgentCardView::supportedInterfaces() const
{
    return viewsAt<AgentInterfaceView>(m_card, "supportedInterfaces"_L1);
}

QList<AgentInterfaceView> AgentCardView::additionalInterfaces() const
{
    return viewsAt<AgentInterfaceView>(m_card, "additionalInterfaces"_L1);
}

} // namespace mantyx
