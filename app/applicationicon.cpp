// SPDX-License-Identifier: MIT
#include "applicationicon.h"

#include <functional>
#include <optional>
#include <utility>

#include <QIconEngine>
#include <QPainter>
#include <QString>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// An icon made the first time something asks it for a size or a picture. QIcon::addFile()
// decodes every PNG at once (eight sizes, up to 256 px: about a millisecond), and at start-up
// nothing needs them before the window manager asks (some never do: Wayland takes the desktop
// entry's icon).
class DeferredIconEngine final : public QIconEngine
{
public:
    explicit DeferredIconEngine(std::function<QIcon()> make)
        : m_make(std::move(make))
    {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().pixmap(size, mode, state);
    }
    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override
    {
        return icon().pixmap(size, scale, mode, state);
    }
    QSize actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    QString iconName() override { return icon().name(); }
    bool isNull() override { return icon().isNull(); }
    QString key() const override { return u"DeferredIconEngine"_s; }
    QIconEngine* clone() const override
    {
        auto* copy = new DeferredIconEngine(m_make);
        copy->m_icon = m_icon;
        return copy;
    }

private:
    const QIcon& icon()
    {
        if (!m_icon)
            m_icon = m_make();
        return *m_icon;
    }

    std::function<QIcon()> m_make;
    std::optional<QIcon> m_icon;
};

} // namespace

QList<int> applicationIconSizes()
{
    return {16, 22, 24, 32, 48, 64, 128, 256};
}

QIcon applicationIcon()
{
    return QIcon(new DeferredIconEngine([] {
        QIcon embedded;
        const QList<int> sizes = applicationIconSizes();
        for (int size : sizes)
            embedded.addFile(u":/icons/%1x%1/apps/mantyx-inspector.png"_s.arg(size),
                             QSize(size, size));
        return QIcon::fromTheme(QLatin1StringView(kApplicationIconName), embedded);
    }));
}

} // namespace mantyx
