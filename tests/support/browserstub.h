// SPDX-License-Identifier: MIT
// BrowserStub: the system browser of an OAuth sign-in test — it remembers the pages it was asked
// to open (install it with QDesktopServices::setUrlHandler(scheme, &stub, "openUrl")), and
// followAuthorizePage() plays the authorization page the way a browser would.
#pragma once

#include <QList>
#include <QObject>
#include <QUrl>

class QNetworkAccessManager;

namespace mantyx {

class BrowserStub final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BrowserStub)

public:
    explicit BrowserStub(QObject* parent = nullptr);
    ~BrowserStub() override;

    QList<QUrl> opened;

public slots:
    void openUrl(const QUrl& url);
};

// Loads the authorization page without following its redirect, then loads the loopback
// redirect it answers with (the app's callback). False when either does not finish in time or
// the page does not redirect.
bool followAuthorizePage(QNetworkAccessManager& nam, const QUrl& url, int timeoutMs);

} // namespace mantyx
