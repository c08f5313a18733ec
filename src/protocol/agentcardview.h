// SPDX-License-Identifier: MIT
// AgentCardView: a typed read-only look at an A2A Agent Card shipped in an `a2a_local` ref (§3.2).
// The card passes through verbatim and its schema moves between A2A versions, so this reads the
// shared JSON rather than modelling it.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace mantyx {

// One `skills[]` entry: what the server bullets into the model-facing description.
class AgentSkillView final
{
public:
    AgentSkillView() = default;
    explicit AgentSkillView(QJsonObject skill);

    const QJsonObject& json() const { return m_skill; }
    QString id() const;
    QString name() const;
    QString description() const;
    QStringList tags() const;     // string elements only
    QStringList examples() const; // string elements only
    QStringList inputModes() const;
    QStringList outputModes() const;

    friend bool operator==(const AgentSkillView&, const AgentSkillView&) = default;

private:
    QJsonObject m_skill;
};

// One endpoint of the peer: an A2A 1.0 `supportedInterfaces[]` entry {url, protocolBinding,
// protocolVersion, tenant} or an A2A 0.3 `additionalInterfaces[]` entry {url, transport}.
class AgentInterfaceView final
{
public:
    AgentInterfaceView() = default;
    explicit AgentInterfaceView(QJsonObject entry);

    const QJsonObject& json() const { return m_entry; }
    QString url() const;
    QString protocolBinding() const; // `protocolBinding`, else the 0.3 name `transport`
    QString protocolVersion() const;
    QString tenant() const;

    friend bool operator==(const AgentInterfaceView&, const AgentInterfaceView&) = default;

private:
    QJsonObject m_entry;
};

class AgentCardView final
{
public:
    AgentCardView() = default;
    explicit AgentCardView(QJsonObject card);

    const QJsonObject& json() const { return m_card; }

    QString name() const;
    QString description() const;
    QString url() const; // top-level `url` (A2A ≤ 0.3)
    // Where to reach the peer: `url`, else the first `supportedInterfaces[].url` (A2A 1.0).
    QString primaryUrl() const;
    QString protocolVersion() const;
    QString version() const;
    QString preferredTransport() const;
    QString documentationUrl() const;
    QString iconUrl() const;
    QString providerOrganization() const;
    QString providerUrl() const;
    QStringList defaultInputModes() const;
    QStringList defaultOutputModes() const;
    QJsonObject capabilities() const;

    QList<AgentSkillView> skills() const;                   // object elements only
    QList<AgentInterfaceView> supportedInterfaces() const;  // A2A 1.0
    QList<AgentInterfaceView> additionalInterfaces() const; // A2A 0.3

    friend bool operator==(const AgentCardView&, const AgentCardView&) = default;

private:
    QJsonObject m_card;
};

} // namespace mantyx
