// SPDX-License-Identifier: MIT
#include "spec/curlcommand.h"

#include <QJsonDocument>
#include <QStringList>

#include "protocol/jsontextlocator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QString segment(const QString& id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

bool isPlainWordCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') ||
           u == u'-' || u == u'_' || u == u'.' || u == u'/' || u == u':' || u == u',' ||
           u == u'+' || u == u'@' || u == u'%' || u == u'=';
}

} // namespace

QUrl CurlCommand::url(const Request& request)
{
    const QUrl& base = request.baseUrl;
    const QString scheme = base.scheme().toLower();
    if (!base.isValid() || base.host().isEmpty() || (scheme != "http"_L1 && scheme != "https"_L1))
        return {};
    if (request.workspace.isEmpty())
        return {};
    QString route;
    switch (request.target) {
    case Target::Run:
        route = u"agent-runs"_s;
        break;
    case Target::SessionCreate:
        route = u"agent-sessions"_s;
        break;
    case Target::SessionMessage:
        if (request.sessionId.isEmpty())
            return {};
        route = u"agent-sessions/"_s + segment(request.sessionId) + u"/messages"_s;
        break;
    }
    QString basePath = base.path(QUrl::FullyEncoded);
    while (basePath.endsWith(u'/'))
        basePath.chop(1);
    QUrl url = base;
    url.setPath(basePath + u"/api/v1/workspaces/"_s + segment(request.workspace) + u'/' + route,
                QUrl::TolerantMode);
    url.setQuery(QString());
    url.setFragment(QString());
    url.setUserInfo(QString()); // never copy a password out of a URL
    return url;
}

QString CurlCommand::build(const Request& request)
{
    const QUrl target = url(request);
    if (!target.isValid())
        return {};
    QString body;
    if (request.indentedBody) {
        const QString compact =
            QString::fromUtf8(QJsonDocument(request.body).toJson(QJsonDocument::Compact));
        body = JsonTextLocator::formatted(compact).value_or(compact);
        while (body.endsWith(u'\n'))
            body.chop(1);
    } else {
        body = QString::fromUtf8(QJsonDocument(request.body).toJson(QJsonDocument::Compact));
    }
    const QStringList lines = {
        u"curl -sS -X POST "_s + shellQuote(target.toString(QUrl::FullyEncoded)),
        u"  -H \"Authorization: Bearer $"_s + CredentialVariable + u'"',
        u"  -H "_s + shellQuote(u"Content-Type: application/json"),
        u"  -H "_s + shellQuote(u"Accept: application/json"),
        u"  --data-raw "_s + shellQuote(body),
    };
    return lines.join(u" \\\n"_s);
}

QString CurlCommand::shellQuote(QStringView text)
{
    bool plain = !text.isEmpty();
    for (const QChar c : text) {
        if (!isPlainWordCharacter(c)) {
            plain = false;
            break;
        }
    }
    if (plain)
        return text.toString();
    QString quoted;
    quoted.reserve(text.size() + 2);
    quoted += u'\'';
    for (const QChar c : text) {
        if (c == u'\'')
            quoted += u"'\\''"_s;
        else
            quoted += c;
    }
    quoted += u'\'';
    return quoted;
}

} // namespace mantyx
