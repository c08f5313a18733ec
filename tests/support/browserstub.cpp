// SPDX-License-Identifier: MIT
#include "browserstub.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTest>

namespace mantyx {

BrowserStub::BrowserStub(QObject* parent)
    : QObject(parent)
{}

BrowserStub::~BrowserStub() = default;

void BrowserStub::openUrl(const QUrl& url)
{
    opened.append(url);
}

bool followAuthorizePage(QNetworkAccessManager& nam, const QUrl& url, int timeoutMs)
{
    // The authorize page answers 302 to the loopback redirect, which the browser then loads.
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply* page = nam.get(request);
    const bool loaded = QTest::qWaitFor([page] { return page->isFinished(); }, timeoutMs);
    const QUrl redirect = QUrl::fromEncoded(page->rawHeader("Location"), QUrl::StrictMode);
    page->deleteLater();
    if (!loaded || !redirect.isValid())
        return false;
    QNetworkReply* callback = nam.get(QNetworkRequest(redirect));
    const bool answered = QTest::qWaitFor([callback] { return callback->isFinished(); }, timeoutMs);
    callback->deleteLater();
    return answered;
}

} // namespace mantyx
