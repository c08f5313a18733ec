// SPDX-License-Identifier: MIT
#include "applicationicon.h"

#include <QString>

using namespace Qt::StringLiterals;

namespace mantyx {

QList<int> applicationIconSizes()
{
    return {16, 22, 24, 32, 48, 64, 128, 256};
}

QIcon applicationIcon()
{
    QIcon embedded;
    const QList<int> sizes = applicationIconSizes();
    for (int size : sizes)
        embedded.addFile(u":/icons/%1x%1/apps/mantyx-inspector.png"_s.arg(size), QSize(size, size));
    return QIcon::fromTheme(QLatin1StringView(kApplicationIconName), embedded);
}

} // namespace mantyx
