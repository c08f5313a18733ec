// SPDX-License-Identifier: MIT
// McpResult: content block by content block, in order, into text parts and files.
#include "localtools/mcpresult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMimeDatabase>
#include <QSet>
#include <QUrl>

#include "protocol/specvalidator.h"
#include "protocol/toolresultvalidator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr auto OctetStream = "application/octet-stream"_L1;

QString suffixFor(const QString& mimeType)
{
    static const QHash<QString, QString> known{
        {u"image/png"_s, u"png"_s},         {u"image/jpeg"_s, u"jpg"_s},
        {u"image/gif"_s, u"gif"_s},         {u"image/webp"_s, u"webp"_s},
        {u"application/pdf"_s, u"pdf"_s},   {u"text/plain"_s, u"txt"_s},
        {u"text/markdown"_s, u"md"_s},      {u"text/csv"_s, u"csv"_s},
        {u"text/html"_s, u"html"_s},        {u"text/xml"_s, u"xml"_s},
        {u"application/json"_s, u"json"_s}, {u"application/xml"_s, u"xml"_s},
        {u"audio/wav"_s, u"wav"_s},         {u"audio/mpeg"_s, u"mp3"_s},
    };
    const QString essence = mimeType.section(u';', 0, 0).trimmed().toLower();
    if (const auto it = known.constFind(essence); it != known.constEnd())
        return *it;
    const QString suffix = QMimeDatabase().mimeTypeForName(essence).preferredSuffix();
    return suffix.isEmpty() ? u"bin"_s : suffix;
}

// The last path segment of a resource URI when it looks like a file name.
QString fileNameFromUri(const QString& uri)
{
    const QUrl url(uri);
    QString name = url.isValid() ? url.fileName() : uri.section(u'/', -1);
    static const QString forbidden = u"\\/:*?\"<>|"_s;
    for (QChar& c : name) {
        if (c.unicode() < 0x20 || forbidden.contains(c))
            c = u'_';
    }
    return name.contains(u'.') && name.size() <= 128 ? name : QString();
}

class Flattener
{
public:
    Flattener(const McpResult::Options& options, bool isError)
        : m_options(options)
        , m_isError(isError)
    {}

    void add(const QJsonValue& value)
    {
        if (!value.isObject()) {
            note(McpResult::tr("[a content block that is not an object: %1]")
                     .arg(compact(value, 200)));
            return;
        }
        const QJsonObject block = value.toObject();
        const QString type = block.value("type"_L1).toString();
        if (type == "text"_L1) {
            const QJsonValue text = block.value("text"_L1);
            if (text.isString()) {
                m_parts.append(text.toString());
                ++m_textBlocks;
            } else {
                note(McpResult::tr("[a text block without text]"));
            }
        } else if (type == "image"_L1 || type == "audio"_L1) {
            const QString kind =
                type == "image"_L1 ? McpResult::tr("image") : McpResult::tr("audio");
            media(kind, type, block.value("data"_L1).toString(),
                  block.value("mimeType"_L1).toString(), QString());
        } else if (type == "resource"_L1) {
            resource(block.value("resource"_L1).toObject());
        } else if (type == "resource_link"_L1) {
            const QString uri = block.value("uri"_L1).toString();
            const QString name = block.value("name"_L1).toString();
            const QString description = block.value("description"_L1).toString();
            QString text = name.isEmpty() || name == uri
                               ? McpResult::tr("[resource link: %1]").arg(uri)
                               : McpResult::tr("[resource link: %1 <%2>]").arg(name, uri);
            if (!description.isEmpty())
                text += u' ' + description;
            note(text);
        } else {
            note(McpResult::tr("[a content block of type \"%1\" this client does not read: %2]")
                     .arg(type, compact(block, 300)));
        }
    }

    McpFlattened finish(const QJsonObject& result)
    {
        McpFlattened out;
        out.isError = m_isError;
        out.textBlocks = m_textBlocks;
        out.notes = m_notes;
        const QJsonValue structured = result.value("structuredContent"_L1);
        out.hasStructuredContent = structured.isObject() || structured.isArray();
        if (m_textBlocks == 0 && !structured.isUndefined() && !structured.isNull()) {
            // MCP asks servers to repeat structuredContent in a text block; when one does not,
            // the model would otherwise see nothing of the result.
            m_parts.prepend(compact(structured, -1));
            out.structuredContentInText = true;
        }
        const QString text = m_parts.join(u'\n');
        if (m_isError) {
            out.answer = ToolAnswer::failure(McpResult::limitErrorText(
                text.isEmpty() ? McpResult::tr("The MCP tool reported an error without a message.")
                               : text));
        } else {
            out.answer = ToolAnswer::success(text, m_files);
        }
        return out;
    }

private:
    static QString compact(const QJsonValue& value, int limit)
    {
        QString text;
        if (value.isObject())
            text =
                QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
        else if (value.isArray())
            text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
        else if (value.isString())
            text = value.toString();
        else
            text = QString::fromUtf8(
                QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
        if (limit >= 0 && text.size() > limit)
            text = text.left(limit) + u'…';
        return text;
    }

    void note(const QString& text)
    {
        m_parts.append(text);
        m_notes.append(text);
    }

    // Why a file cannot be attached, or an empty string when it can.
    QString refusal(const QString& mimeType, qint64 bytes) const
    {
        if (m_isError)
            return McpResult::tr("an error answer carries no files");
        if (!m_options.allowFiles)
            return McpResult::tr("files are turned off for this tool");
        if (!m_options.allowUnlistedMimeTypes &&
            !SpecValidator::isAllowedAttachmentMimeType(mimeType))
            return McpResult::tr("%1 is not a file type MANTYX is known to accept").arg(mimeType);
        if (m_files.size() >= ToolResultValidator::MaxFiles)
            return McpResult::tr("an answer carries at most %1 files")
                .arg(ToolResultValidator::MaxFiles);
        if (m_fileBytes + bytes > ToolResultValidator::MaxFileBytes)
            return McpResult::tr("the files would exceed %1 MB together")
                .arg(ToolResultValidator::MaxFileBytes / (1024 * 1024));
        return {};
    }

    QString uniqueName(QString name)
    {
        if (m_names.contains(name)) {
            const qsizetype dot = name.lastIndexOf(u'.');
            const QString stem = dot > 0 ? name.left(dot) : name;
            const QString ext = dot > 0 ? name.mid(dot) : QString();
            for (int n = 2;; ++n) {
                const QString candidate = stem + u'-' + QString::number(n) + ext;
                if (!m_names.contains(candidate)) {
                    name = candidate;
                    break;
                }
            }
        }
        m_names.insert(name);
        return name;
    }

    // An image, audio or blob resource: base64 `data` of `mimeType`.
    void media(const QString& kind, const QString& stem, const QString& base64, QString mimeType,
               const QString& preferredName)
    {
        if (mimeType.isEmpty())
            mimeType = OctetStream;
        const auto decoded = QByteArray::fromBase64Encoding(
            base64.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || base64.isEmpty()) {
            note(McpResult::tr("[%1 (%2) not attached: its data is not valid base64]")
                     .arg(kind, mimeType));
            return;
        }
        const QByteArray bytes = *decoded;
        const QString why = refusal(mimeType, bytes.size());
        if (!why.isEmpty()) {
            note(McpResult::tr("[%1 (%2, %n bytes) not attached: %3]", nullptr, int(bytes.size()))
                     .arg(kind, mimeType, why));
            return;
        }
        const int n = ++m_counters[stem];
        const QString name = preferredName.isEmpty()
                                 ? stem + u'-' + QString::number(n) + u'.' + suffixFor(mimeType)
                                 : preferredName;
        m_files.append(ToolFile{uniqueName(name), mimeType, bytes});
        m_fileBytes += bytes.size();
    }

    void resource(const QJsonObject& resource)
    {
        const QString uri = resource.value("uri"_L1).toString();
        const QString kind = McpResult::tr("resource %1").arg(uri);
        const QJsonValue text = resource.value("text"_L1);
        if (text.isString()) {
            const QString mimeType = resource.value("mimeType"_L1).toString(u"text/plain"_s);
            const QByteArray bytes = text.toString().toUtf8();
            const QString why = refusal(mimeType, bytes.size());
            if (!why.isEmpty()) {
                // Text stays readable inline, which is all the model needs.
                note(McpResult::tr("[%1 (%2):]").arg(kind, mimeType) + u'\n' + text.toString());
                return;
            }
            const int n = ++m_counters[u"resource"_s];
            QString name = fileNameFromUri(uri);
            if (name.isEmpty())
                name = u"resource-"_s + QString::number(n) + u'.' + suffixFor(mimeType);
            m_files.append(ToolFile{uniqueName(name), mimeType, bytes});
            m_fileBytes += bytes.size();
            return;
        }
        if (resource.value("blob"_L1).isString()) {
            const QString mimeType = resource.value("mimeType"_L1).toString();
            QString name = fileNameFromUri(uri);
            if (name.isEmpty()) {
                const int n = m_counters.value(u"resource"_s) + 1;
                name = u"resource-"_s + QString::number(n) + u'.' +
                       suffixFor(mimeType.isEmpty() ? QString(OctetStream) : mimeType);
            }
            media(kind, u"resource"_s, resource.value("blob"_L1).toString(), mimeType, name);
            return;
        }
        note(McpResult::tr("[%1 without text or blob]").arg(kind));
    }

    McpResult::Options m_options;
    bool m_isError = false;
    QStringList m_parts;
    QStringList m_notes;
    QList<ToolFile> m_files;
    QSet<QString> m_names;
    QHash<QString, int> m_counters;
    qint64 m_fileBytes = 0;
    int m_textBlocks = 0;
};

} // namespace

McpFlattened McpResult::flatten(const QJsonObject& result, const Options& options)
{
    const bool isError = result.value("isError"_L1).toBool(false);
    Flattener flattener(options, isError);
    const QJsonArray content = result.value("content"_L1).toArray();
    for (const QJsonValue& block : content)
        flattener.add(block);
    return flattener.finish(result);
}

QString McpResult::limitErrorText(const QString& message)
{
    if (message.toUtf8().size() <= ToolResultValidator::MaxErrorBytes)
        return message;
    const QString marker = tr("… (cut to 8 KB)");
    const qint64 budget = ToolResultValidator::MaxErrorBytes - marker.toUtf8().size();
    QString cut = message;
    // Shrink by characters until the UTF-8 form fits; avoids splitting a surrogate pair.
    qsizetype keep = qsizetype(budget);
    while (keep > 0) {
        cut = message.left(keep);
        if (cut.size() > 0 && cut.back().isHighSurrogate())
            cut.chop(1);
        if (cut.toUtf8().size() <= budget)
            break;
        keep -= std::max<qsizetype>(1, (cut.toUtf8().size() - budget) / 3);
    }
    return cut + marker;
}

} // namespace mantyx
