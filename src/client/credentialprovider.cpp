// SPDX-License-Identifier: MIT
#include "client/credentialprovider.h"

namespace mantyx {

ApiKeyCredential::ApiKeyCredential(QString apiKey, QObject* parent)
    : CredentialProvider(parent)
    , m_apiKey(std::move(apiKey))
{}

QByteArray ApiKeyCredential::authorizationHeader() const
{
    if (m_apiKey.isEmpty()) {
        return {};
    }
    return QByteArrayLiteral("Bearer ") + m_apiKey.toUtf8();
}

void ApiKeyCredential::setApiKey(const QString& apiKey)
{
    if (apiKey == m_apiKey) {
        return;
    }
    m_apiKey = apiKey;
    emit credentialChanged();
}

} // namespace mantyx
