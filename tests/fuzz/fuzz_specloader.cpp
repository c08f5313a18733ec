// SPDX-License-Identifier: MIT
// A spec file's bytes through what the composer and its raw JSON tab do on Open: SpecFile's
// decoding, JsonTextLocator's parse, SpecValidator in every mode with each issue located in the
// text, the formatter, and RunSpec's typed view. No crash, located spans inside the text, the
// formatted text the same JSON, and RunSpec::fromJson(x).toJson() == x for every object.

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QJsonDocument>

#include "fuzzcheck.h"
#include "protocol/jsontextlocator.h"
#include "protocol/runspec.h"
#include "protocol/specvalidator.h"
#include "spec/specfile.h"

using namespace mantyx;

namespace {

void checkSpan(const TextSpan& span, const QString& text)
{
    if (!span.isValid())
        return;
    MANTYX_FUZZ_CHECK(span.offset <= text.size());
    MANTYX_FUZZ_CHECK(span.length >= 0 && span.offset + span.length <= text.size());
    MANTYX_FUZZ_CHECK(span.line >= 1 && span.column >= 1);
}

// Qt's JSON text once more through its parser: a key that began with U+FEFF keeps the place it
// sorted to while the parser drops that character, so the same members can print in another
// order until they are read again.
QByteArray canonical(const QJsonDocument& document)
{
    return QJsonDocument::fromJson(document.toJson(QJsonDocument::Compact))
        .toJson(QJsonDocument::Compact);
}

// Equal as JSON text: QJsonObject's operator== tells apart equal keys that Qt stored in two
// encodings (a key with a NUL in it, parsed vs inserted).
bool sameJson(const QJsonDocument& a, const QJsonDocument& b)
{
    return canonical(a) == canonical(b);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));

    // The raw body as the CLI and the sandbox validate it.
    (void)SpecValidator::validateJson(bytes);

    const std::optional<QString> text = SpecFile::decodeText(bytes);
    if (!text)
        return 0;
    MANTYX_FUZZ_CHECK(!text->contains(u'\r'));
    MANTYX_FUZZ_CHECK(!text->startsWith(QChar(0xfeff)) ||
                      bytes.startsWith("\xef\xbb\xbf\xef\xbb\xbf"));

    std::optional<JsonTextLocator::SyntaxError> syntax;
    const QJsonDocument document = JsonTextLocator::parse(*text, &syntax);
    const JsonTextLocator locator(*text);
    if (syntax) {
        checkSpan(syntax->span, *text);
        return 0;
    }

    for (const auto mode : {SpecValidator::Mode::Run, SpecValidator::Mode::SessionCreate,
                            SpecValidator::Mode::SessionMessage}) {
        for (const SpecIssue& issue : SpecValidator::validate(document, mode)) {
            const JsonTextLocator::Location at = locator.locate(issue.path);
            checkSpan(at.value, *text);
            checkSpan(at.key, *text);
            checkSpan(at.mark, *text);
        }
    }

    if (const std::optional<QString> formatted = JsonTextLocator::formatted(*text)) {
        std::optional<JsonTextLocator::SyntaxError> again;
        const QJsonDocument reparsed = JsonTextLocator::parse(*formatted, &again);
        MANTYX_FUZZ_CHECK(!again);
        MANTYX_FUZZ_CHECK(sameJson(reparsed, document));
    }

    if (document.isObject()) {
        const QJsonObject object = document.object();
        MANTYX_FUZZ_CHECK(sameJson(QJsonDocument(RunSpec::fromJson(object).toJson()), document));
    }
    return 0;
}
