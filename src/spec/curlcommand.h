// SPDX-License-Identifier: MIT
// CurlCommand: "Copy as curl" — the POST the app would send for the composed spec (route, headers,
// body) as one POSIX shell command, with the credential left to the shell as $MANTYX_API_KEY so a
// copied command never carries a secret.
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>
#include <QStringView>
#include <QUrl>

namespace mantyx {

class CurlCommand final
{
    Q_DECLARE_TR_FUNCTIONS(CurlCommand)

public:
    // The shell variable the Authorization header expands (inside double quotes).
    static constexpr QLatin1StringView CredentialVariable{"MANTYX_API_KEY"};

    // Which request the spec is the body of (http-surface.md).
    enum class Target
    {
        Run,            // POST .../agent-runs
        SessionCreate,  // POST .../agent-sessions
        SessionMessage, // POST .../agent-sessions/{sessionId}/messages
    };

    struct Request
    {
        QUrl baseUrl;
        QString workspace;
        QJsonObject body;
        Target target = Target::Run;
        QString sessionId;         // SessionMessage only
        bool indentedBody = false; // the body over several lines (still one shell word)
    };

    CurlCommand() = delete;

    // {base}/api/v1/workspaces/{workspace}/agent-runs (or the session routes); invalid when the
    // base URL is not an absolute http(s) URL or the workspace (or session id) is empty.
    static QUrl url(const Request& request);
    // The command, one option per line joined by " \\\n"; empty when url() is invalid.
    static QString build(const Request& request);
    // One shell word: the text in single quotes, each ' written as '\''. Words made only of
    // characters no POSIX shell treats specially stay as they are.
    static QString shellQuote(QStringView text);
};

} // namespace mantyx
