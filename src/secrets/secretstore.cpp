// SPDX-License-Identifier: MIT
// SecretStore: QtKeychain jobs, their errors in the app's terms, and the opt-in 0600 fallback.
#include "secrets/secretstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

Q_LOGGING_CATEGORY(lcSecrets, "mantyx.client.secrets")

constexpr auto kSecretsKey = "secrets"_L1;
constexpr auto kFormatKey = "format"_L1;
constexpr auto kFormat = "mantyx-plaintext-secrets-1"_L1;

SecretStore::Status statusFor(QKeychain::Error error)
{
    switch (error) {
    case QKeychain::NoError:
        return SecretStore::Status::Ok;
    case QKeychain::EntryNotFound:
        return SecretStore::Status::NotFound;
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return SecretStore::Status::AccessDenied;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    // With the libsecret backend, a session bus that cannot be reached, a Secret Service that
    // is not running and a keyring without a default collection all come back as OtherError
    // ("Could not connect: …"): for the user, each means "there is no keychain to use".
    case QKeychain::OtherError:
        return SecretStore::Status::KeychainUnavailable;
    case QKeychain::CouldNotDeleteEntry:
        break;
    }
    return SecretStore::Status::Failed;
}

QString displayName(SecretStore::Kind kind)
{
    switch (kind) {
    case SecretStore::Kind::ApiKey:
        return SecretStore::tr("API key");
    case SecretStore::Kind::RefreshToken:
        return SecretStore::tr("sign-in (refresh token)");
    case SecretStore::Kind::ClientSecret:
        return SecretStore::tr("OAuth client secret");
    }
    return {};
}

} // namespace

SecretStore::SecretStore(QObject* parent)
    : QObject(parent)
{}

// Jobs are not children of the store: QtKeychain's libsecret callbacks hold the job's private
// data, so a job must live until it finishes (it deletes itself). Its finished() connection
// uses the store as context, so a store destroyed meanwhile is simply not told.
SecretStore::~SecretStore() = default;

QString SecretStore::plaintextFallbackSettingsKey()
{
    return u"secrets/allowPlaintextFile"_s;
}

void SecretStore::applyPlaintextFallbackChoice(const QSettings& settings)
{
    setPlaintextFallbackEnabled(settings.value(plaintextFallbackSettingsKey(), false).toBool());
}

QString SecretStore::serviceName()
{
    return u"mantyx-inspector"_s;
}

QString SecretStore::kindName(Kind kind)
{
    switch (kind) {
    case Kind::ApiKey:
        return u"api-key"_s;
    case Kind::RefreshToken:
        return u"refresh-token"_s;
    case Kind::ClientSecret:
        return u"client-secret"_s;
    }
    return {};
}

QString SecretStore::keyFor(const QString& profileId, Kind kind)
{
    return profileId + u'/' + kindName(kind);
}

void SecretStore::setPlaintextFallbackEnabled(bool enabled)
{
    m_plaintextFallback = enabled;
}

QString SecretStore::plaintextFallbackPath() const
{
    if (!m_plaintextPath.isEmpty())
        return m_plaintextPath;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           "/plaintext-secrets.json"_L1;
}

void SecretStore::setPlaintextFallbackPath(const QString& path)
{
    m_plaintextPath = path;
}

void SecretStore::store(const QString& profileId, Kind kind, const QString& secret,
                        QObject* context, Callback done)
{
    start(Request{Operation::Store, profileId, kind, secret, context, context != nullptr,
                  std::move(done)});
}

void SecretStore::load(const QString& profileId, Kind kind, QObject* context, Callback done)
{
    start(Request{
        Operation::Load, profileId, kind, {}, context, context != nullptr, std::move(done)});
}

void SecretStore::remove(const QString& profileId, Kind kind, QObject* context, Callback done)
{
    start(Request{
        Operation::Remove, profileId, kind, {}, context, context != nullptr, std::move(done)});
}

void SecretStore::start(Request request)
{
    QKeychain::Job* job = nullptr;
    switch (request.operation) {
    case Operation::Store: {
        auto* write = new QKeychain::WritePasswordJob(serviceName());
        write->setTextData(request.secret);
        job = write;
        break;
    }
    case Operation::Load:
        job = new QKeychain::ReadPasswordJob(serviceName());
        break;
    case Operation::Remove:
        job = new QKeychain::DeletePasswordJob(serviceName());
        break;
    }
    job->setKey(keyFor(request.profileId, request.kind));
    job->setAutoDelete(true);
    // QtKeychain's own fallback writes into QSettings; ours is explicit and 0600.
    job->setInsecureFallback(false);
    connect(job, &QKeychain::Job::finished, this,
            [this, request = std::move(request)](QKeychain::Job* finished) {
                QString secret;
                if (auto* read = qobject_cast<QKeychain::ReadPasswordJob*>(finished))
                    secret = read->textData();
                finishKeychain(request, finished->error(), finished->errorString(), secret);
            });
    job->start();
}

SecretStore::Result SecretStore::unavailable(const QString& detail) const
{
    Result result;
    result.status = Status::KeychainUnavailable;
    result.message = tr("No system keychain is available (%1), so the secret cannot be kept "
                        "safely. Start a keychain service such as GNOME Keyring or KWallet, or "
                        "explicitly allow a plain-text file for secrets in the connection "
                        "manager (Manage…).")
                         .arg(detail.isEmpty() ? tr("no answer") : detail);
    return result;
}

void SecretStore::finishKeychain(const Request& request, int keychainError,
                                 const QString& errorString, const QString& secret)
{
    const Status status = statusFor(static_cast<QKeychain::Error>(keychainError));
    const QString key = keyFor(request.profileId, request.kind);
    if (status != Status::Ok && status != Status::NotFound) {
        // errorString is QtKeychain's/libsecret's description; it never contains the secret.
        qCInfo(lcSecrets) << "keychain" << kindName(request.kind)
                          << "operation failed:" << errorString;
    }

    Result result;
    QString fileError;
    QJsonObject file;

    switch (request.operation) {
    case Operation::Store: {
        if (status == Status::Ok) {
            // The keychain has it now: a plain-text copy from an earlier outage must go.
            if (readPlaintext(&file, &fileError) && file.contains(key)) {
                file.remove(key);
                if (!writePlaintext(file, &fileError))
                    qCWarning(lcSecrets) << "could not remove a plain-text copy:" << fileError;
            }
            break;
        }
        if (status == Status::KeychainUnavailable && m_plaintextFallback) {
            if (!readPlaintext(&file, &fileError)) {
                file = QJsonObject();
                qCWarning(lcSecrets)
                    << "replacing an unreadable plain-text secrets file:" << fileError;
            }
            file.insert(key, request.secret);
            if (!writePlaintext(file, &fileError)) {
                result.status = Status::Failed;
                result.message = tr("The secret could not be written to %1: %2")
                                     .arg(plaintextFallbackPath(), fileError);
                break;
            }
            result.plaintext = true;
            const QString warning =
                tr("The %1 of this connection is stored in plain text in %2, because no system "
                   "keychain is available. Anyone who can read that file can use it.")
                    .arg(displayName(request.kind), plaintextFallbackPath());
            qCWarning(lcSecrets).noquote()
                << "secret stored in plain text:" << kindName(request.kind) << "in"
                << plaintextFallbackPath();
            emit secretStoredInPlaintext(request.profileId, request.kind, warning);
            break;
        }
        if (status == Status::KeychainUnavailable) {
            result = unavailable(errorString);
            break;
        }
        result.status = status == Status::NotFound ? Status::Failed : status;
        result.message = tr("The keychain refused to store the %1: %2")
                             .arg(displayName(request.kind), errorString);
        break;
    }
    case Operation::Load: {
        if (status == Status::Ok) {
            result.secret = secret;
            break;
        }
        if ((status == Status::NotFound || status == Status::KeychainUnavailable) &&
            m_plaintextFallback) {
            if (readPlaintext(&file, &fileError) && file.value(key).isString()) {
                result.secret = file.value(key).toString();
                result.plaintext = true;
                break;
            }
            result.status = Status::NotFound;
            result.message =
                tr("No %1 is stored for this connection.").arg(displayName(request.kind));
            break;
        }
        if (status == Status::NotFound) {
            result.status = Status::NotFound;
            result.message =
                tr("No %1 is stored for this connection.").arg(displayName(request.kind));
        } else if (status == Status::KeychainUnavailable) {
            result = unavailable(errorString);
        } else {
            result.status = status;
            result.message = tr("The keychain refused to read the %1: %2")
                                 .arg(displayName(request.kind), errorString);
        }
        break;
    }
    case Operation::Remove: {
        bool removedFromFile = false;
        if (QFileInfo::exists(plaintextFallbackPath())) {
            if (readPlaintext(&file, &fileError) && file.contains(key)) {
                file.remove(key);
                removedFromFile = writePlaintext(file, &fileError);
            }
            if (!fileError.isEmpty()) {
                result.status = Status::Failed;
                result.message = tr("The secret could not be removed from %1: %2")
                                     .arg(plaintextFallbackPath(), fileError);
                break;
            }
        }
        result.plaintext = removedFromFile;
        if (status == Status::Ok || status == Status::NotFound)
            break;
        if (status == Status::KeychainUnavailable) {
            if (!m_plaintextFallback && !removedFromFile)
                result = unavailable(errorString);
            break;
        }
        result.status = status;
        result.message = tr("The keychain refused to delete the %1: %2")
                             .arg(displayName(request.kind), errorString);
        break;
    }
    }
    finish(request, result);
}

void SecretStore::finish(const Request& request, const Result& result)
{
    if (request.done && (!request.hasContext || request.context))
        request.done(result);
    if (!result.ok()) {
        emit operationFailed(request.profileId, request.kind, result.status, result.message);
        return;
    }
    switch (request.operation) {
    case Operation::Store:
        emit secretStored(request.profileId, request.kind, result.plaintext);
        break;
    case Operation::Load:
        emit secretLoaded(request.profileId, request.kind, result.secret);
        break;
    case Operation::Remove:
        emit secretRemoved(request.profileId, request.kind);
        break;
    }
}

bool SecretStore::readPlaintext(QJsonObject* secrets, QString* error) const
{
    *secrets = QJsonObject();
    QFile file(plaintextFallbackPath());
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        *error = tr("not a secrets file (%1)").arg(parseError.errorString());
        return false;
    }
    *secrets = doc.object().value(kSecretsKey).toObject();
    return true;
}

bool SecretStore::writePlaintext(const QJsonObject& secrets, QString* error) const
{
    const QString path = plaintextFallbackPath();
    if (secrets.isEmpty()) {
        // Nothing left to protect: leave no file behind.
        if (QFile::exists(path) && !QFile::remove(path)) {
            *error = tr("could not delete the file");
            return false;
        }
        return true;
    }
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        *error = tr("could not create the folder %1").arg(info.absolutePath());
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    // Owner-only before a single secret byte is written; the rename keeps the mode.
    if (!file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        file.cancelWriting();
        *error = tr("could not restrict the file to its owner");
        return false;
    }
    const QJsonObject root{{kFormatKey, kFormat}, {kSecretsKey, secrets}};
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace mantyx
