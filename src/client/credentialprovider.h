// SPDX-License-Identifier: MIT
// CredentialProvider: what every request asks for its Authorization header, so the API
// client, the run stream and the tool-result sender share one sign-in, whatever its kind.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

namespace mantyx {

class CredentialProvider : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    ~CredentialProvider() override = default;

    // The value for `Authorization:` right now ("Bearer <token>"); empty when signed out.
    virtual QByteArray authorizationHeader() const = 0;
    // Whether refresh() can produce a new credential (OAuth with a refresh token).
    virtual bool canRefresh() const { return false; }
    // Starts a refresh; ends with refreshed() or refreshFailed(). Callers that got a 401
    // refresh once and retry the request once (http-surface.md "Refresh guidance").
    virtual void refresh() { emit refreshFailed(tr("This credential cannot be refreshed.")); }

signals:
    void refreshed();
    void refreshFailed(const QString& reason);
    void credentialChanged();
};

// A workspace API key (`mantyx_…`), sent as a bearer token. Never refreshes.
class ApiKeyCredential final : public CredentialProvider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiKeyCredential)

public:
    explicit ApiKeyCredential(QString apiKey = {}, QObject* parent = nullptr);
    QByteArray authorizationHeader() const override;
    QString apiKey() const { return m_apiKey; }
    void setApiKey(const QString& apiKey);

private:
    QString m_apiKey;
};

} // namespace mantyx
