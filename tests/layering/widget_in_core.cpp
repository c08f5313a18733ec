// SPDX-License-Identifier: MIT
// Must NOT compile: a target that links only src/ libraries cannot see Qt Widgets.
#include <QWidget>

int layeringProbe()
{
    return sizeof(QWidget);
}
