// SPDX-License-Identifier: MIT
// mantyx-render-icons: renders the application's SVG icon to the PNG sizes of the hicolor theme
// at build time, so the sizes installed and embedded always match the one drawing.
//
//   mantyx-render-icons <icon.svg> <output folder> <name> <size>...
//
// writes <output folder>/<size>x<size>/apps/<name>.png for each size.
#include <cstdio>

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

int main(int argc, char* argv[])
{
    if (argc < 5) {
        std::fputs("usage: mantyx-render-icons <icon.svg> <output folder> <name> <size>...\n",
                   stderr);
        return 2;
    }
    const QString svg = QString::fromLocal8Bit(argv[1]);
    const QString out = QString::fromLocal8Bit(argv[2]);
    const QString name = QString::fromLocal8Bit(argv[3]);
    QSvgRenderer renderer(svg);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "mantyx-render-icons: %s is not a valid SVG\n", argv[1]);
        return 1;
    }
    for (int i = 4; i < argc; ++i) {
        bool ok = false;
        const int size = QString::fromLocal8Bit(argv[i]).toInt(&ok);
        if (!ok || size <= 0 || size > 4096) {
            std::fprintf(stderr, "mantyx-render-icons: bad size %s\n", argv[i]);
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }
        const QString folder = QStringLiteral("%1/%2x%2/apps").arg(out).arg(size);
        const QString file = folder + QLatin1Char('/') + name + QStringLiteral(".png");
        if (!QDir().mkpath(folder) || !image.save(file, "PNG")) {
            std::fprintf(stderr, "mantyx-render-icons: could not write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
