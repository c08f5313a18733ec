// SPDX-License-Identifier: MIT
// SecretStore: the one place API keys, refresh tokens and OAuth client secrets are kept — the OS
// keychain through QtKeychain, or a 0600 plain-text file only when the user turned that on.
#pragma once

#include <functional>

#include <QObject>
#include <QPointer>
#include <QString>

class QJsonObject;
class QSettings;

namespace mantyx {

// Every call is asynchronous (the keychain answers over D-Bus) and ends with exactly one
// signal — secretStored / secretLoaded / secretRemoved, or operationFailed — and, when given,
// one call of `done` (skipped if its context object is gone by then).
//
// When no keychain answers, the caller gets Status::KeychainUnavailable and a sentence that
// says so; nothing is written anywhere. Only with setPlaintextFallbackEnabled(true) does such a
// write go to plaintextFallbackPath() (owner read/write only), and every such write emits
// secretStoredInPlaintext() and logs a warning. A secret that reaches the keychain is removed
// from the plain-text file. Access tokens never come here: they live in memory only.
class SecretStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretStore)

public:
    enum class Kind : quint8
    {
        ApiKey,
        RefreshToken,
        ClientSecret,
    };
    Q_ENUM(Kind)

    enum class Status : quint8
    {
        Ok,
        NotFound,            // nothing stored under this profile and kind
        KeychainUnavailable, // no Secret Service / keychain answered, or it failed to work
        AccessDenied,        // the keychain is locked or the user refused access
        Failed,              // anything else, including the plain-text file failing
    };
    Q_ENUM(Status)

    struct Result
    {
        Status status = Status::Ok;
        QString secret;         // load() only
        QString message;        // translated, for the user; empty when Ok
        bool plaintext = false; // the plain-text fallback file was used
        bool ok() const { return status == Status::Ok; }
    };
    using Callback = std::function<void(const Result&)>;

    explicit SecretStore(QObject* parent = nullptr);
    ~SecretStore() override;

    // The keychain service name every entry is filed under: "mantyx-inspector".
    static QString serviceName();
    // The keychain account of one secret: "<profileId>/<kind>", e.g. "3f…/refresh-token".
    static QString keyFor(const QString& profileId, Kind kind);
    static QString kindName(Kind kind);

    // The QSettings key (bool, default false) of the user's choice to allow the plain-text file;
    // the connection manager writes it, every window's store reads it at start.
    static QString plaintextFallbackSettingsKey();

    bool isPlaintextFallbackEnabled() const { return m_plaintextFallback; }
    // Turns the fallback on or off as `settings` say (plaintextFallbackSettingsKey()): what
    // the app does once at start with its settings.
    void applyPlaintextFallbackChoice(const QSettings& settings);
    void setPlaintextFallbackEnabled(bool enabled);
    // Default: <AppDataLocation>/plaintext-secrets.json.
    QString plaintextFallbackPath() const;
    void setPlaintextFallbackPath(const QString& path);

    void store(const QString& profileId, Kind kind, const QString& secret,
               QObject* context = nullptr, Callback done = {});
    void load(const QString& profileId, Kind kind, QObject* context = nullptr, Callback done = {});
    // Removes the secret from the keychain and from the plain-text file (whatever the
    // fallback switch says: deleting is always safe). Removing a missing secret is Ok.
    void remove(const QString& profileId, Kind kind, QObject* context = nullptr,
                Callback done = {});

signals:
    void secretStored(const QString& profileId, mantyx::SecretStore::Kind kind, bool plaintext);
    void secretLoaded(const QString& profileId, mantyx::SecretStore::Kind kind,
                      const QString& secret);
    void secretRemoved(const QString& profileId, mantyx::SecretStore::Kind kind);
    void operationFailed(const QString& profileId, mantyx::SecretStore::Kind kind,
                         mantyx::SecretStore::Status status, const QString& message);
    // Emitted for every write that went to the plain-text file; `warning` is for the user.
    void secretStoredInPlaintext(const QString& profileId, mantyx::SecretStore::Kind kind,
                                 const QString& warning);

private:
    enum class Operation : quint8
    {
        Store,
        Load,
        Remove,
    };
    struct Request
    {
        Operation operation = Operation::Load;
        QString profileId;
        Kind kind = Kind::ApiKey;
        QString secret;
        QPointer<QObject> context;
        bool hasContext = false;
        Callback done;
    };

    void start(Request request);
    void finishKeychain(const Request& request, int keychainError, const QString& errorString,
                        const QString& secret);
    void finish(const Request& request, const Result& result);
    Result unavailable(const QString& detail) const;

    // The plain-text file: a JSON object key → secret. All synchronous and small.
    bool readPlaintext(QJsonObject* secrets, QString* error) const;
    bool writePlaintext(const QJsonObject& secrets, QString* error) const;

    bool m_plaintextFallback = false;
    QString m_plaintextPath;
};

} // namespace mantyx
