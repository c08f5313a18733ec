// SPDX-License-Identifier: MIT
// startup_minimal: the smallest Qt Widgets program with a main window — a QMainWindow with a
// label, shown — and the same first-paint probe as mantyx-inspector: startup_bench's baseline.
#include <QApplication>
#include <QLabel>
#include <QMainWindow>

#include "firstpaintprobe.h"

using namespace Qt::StringLiterals;

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QLabel(u"Hello"_s));
    window.resize(1280, 800);
    mantyx::FirstPaintProbe::installIfRequested(&window);
    window.show();
    return QApplication::exec();
}
