// SPDX-License-Identifier: MIT
// ToolAnswer: the POST body of an answer.
#include "protocol/toolanswer.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace mantyx {

ToolAnswer ToolAnswer::success(const QString& text, const QList<ToolFile>& files)
{
    ToolAnswer answer;
    answer.result = text;
    answer.files = files;
    return answer;
}

ToolAnswer ToolAnswer::failure(const QString& message)
{
    ToolAnswer answer;
    answer.error = message;
    return answer;
}

QJsonObject ToolAnswer::toJson(const QString& toolUseId) const
{
    QJsonObject body{{"toolUseId"_L1, toolUseId}};
    if (result)
        body.insert("result"_L1, *result);
    if (error)
        body.insert("error"_L1, *error);
    if (!files.isEmpty()) {
        QJsonArray array;
        for (const ToolFile& file : files) {
            array.append(QJsonObject{{"filename"_L1, file.filename},
                                     {"mimeType"_L1, file.mimeType},
                                     {"data"_L1, QString::fromLatin1(file.data.toBase64())}});
        }
        body.insert("files"_L1, array);
    }
    return body;
}

} // namespace mantyx
