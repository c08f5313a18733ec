// SPDX-License-Identifier: MIT
// EventDecoder: simdjson's On-Demand API on the hot path, its validating DOM for every frame the
// fast path leaves, QJsonDocument for what simdjson refuses and for already-parsed data; one set
// of field readers, templated over the three JSON sources, so the paths cannot drift.
#include "protocol/eventdecoder.h"

#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>
#include <type_traits>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <simdjson.h>

#include "protocol/jsonparse.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// A JSON string's UTF-8 as a QString, every character kept. QString::fromUtf8 skips a leading
// U+FEFF as a byte order mark, but inside JSON it is a character of the string; it is kept here
// as Qt's parser keeps it when escaped. Qt's parser does drop the raw bytes EF BB BF at a
// string's start on reading (while its stored value still differs from one without them), so
// objects holding those bytes are not handed to it (OnDemand::toQJson).
QString jsonString(std::string_view utf8)
{
    return jsonStringFromUtf8(QByteArrayView(utf8.data(), static_cast<qsizetype>(utf8.size())));
}

// Where a bad value sits ("data.toolCalls[1].input"). Built on the stack as
// the reader descends and only turned into text when there is a problem.
struct Path
{
    const Path* parent = nullptr;
    QLatin1StringView name;
    qsizetype index = -1;

    Path child(QLatin1StringView field) const { return Path{this, field, -1}; }
    Path at(qsizetype i) const { return Path{this, {}, i}; }
    QString toString() const
    {
        QString prefix = parent ? parent->toString() : QString();
        if (index >= 0)
            return prefix + u'[' + QString::number(index) + u']';
        if (prefix.isEmpty())
            return QString(name);
        return prefix + u'.' + name;
    }
};

enum class IntStatus : quint8
{
    Ok,
    NotNumber,
    NotInteger,
    OutOfRange,
};

IntStatus doubleToInt64(double d, qint64& out)
{
    if (!std::isfinite(d))
        return IntStatus::OutOfRange;
    if (std::trunc(d) != d)
        return IntStatus::NotInteger;
    // 2^63 is exactly representable; anything at or beyond it does not fit.
    if (d < -9223372036854775808.0 || d >= 9223372036854775808.0)
        return IntStatus::OutOfRange;
    out = static_cast<qint64>(d);
    return IntStatus::Ok;
}

// simdjson's accessors after the type was checked: the fallback never applies.
template <class T> T valueOr(simdjson::simdjson_result<T> result, T fallback)
{
    T value{};
    return std::move(result).get(value) == simdjson::SUCCESS ? value : fallback;
}

// Keys are a few bytes long: a loop the compiler inlines beats a call to memcmp.
bool keyIs(std::string_view key, QLatin1StringView name)
{
    if (key.size() != static_cast<std::size_t>(name.size()))
        return false;
    for (std::size_t i = 0; i < key.size(); ++i) {
        if (key[i] != name.data()[i])
            return false;
    }
    return true;
}

bool keyIs(const QString& key, QLatin1StringView name)
{
    return key == name;
}

// ---------------------------------------------------------------------------
// The two JSON sources behind one interface.

struct SimdJson
{
    using Value = simdjson::dom::element;
    using Type = simdjson::dom::element_type;

    static bool isNull(const Value& v) { return v.type() == Type::NULL_VALUE; }
    static bool isString(const Value& v) { return v.type() == Type::STRING; }
    static bool isBool(const Value& v) { return v.type() == Type::BOOL; }
    static bool isObject(const Value& v) { return v.type() == Type::OBJECT; }
    static bool isArray(const Value& v) { return v.type() == Type::ARRAY; }

    static QString toString(const Value& v)
    {
        std::string_view s;
        if (v.get_string().get(s) != simdjson::SUCCESS)
            return {};
        return jsonString(s);
    }
    static JsonText toJsonText(const Value& v)
    {
        std::string_view s;
        if (v.get_string().get(s) != simdjson::SUCCESS)
            return {};
        const auto size = static_cast<qsizetype>(s.size());
        return JsonText::fromUtf8(QByteArray(s.data(), size), 0, size);
    }
    static bool toBool(const Value& v)
    {
        bool b = false;
        b = valueOr(v.get_bool(), b);
        return b;
    }
    static IntStatus toInt64(const Value& v, qint64& out)
    {
        switch (v.type()) {
        case Type::INT64: {
            int64_t i = 0;
            i = valueOr(v.get_int64(), i);
            out = i;
            return IntStatus::Ok;
        }
        case Type::UINT64: // only used by simdjson above INT64_MAX
            return IntStatus::OutOfRange;
        case Type::DOUBLE: {
            double d = 0;
            d = valueOr(v.get_double(), d);
            return doubleToInt64(d, out);
        }
        default:
            return IntStatus::NotNumber;
        }
    }
    static QJsonValue toQJson(const Value& v)
    {
        switch (v.type()) {
        case Type::OBJECT: {
            QJsonObject o;
            simdjson::dom::object obj;
            if (v.get_object().get(obj) == simdjson::SUCCESS) {
                for (simdjson::dom::key_value_pair field : obj)
                    o.insert(jsonString(field.key), toQJson(field.value));
            }
            return o;
        }
        case Type::ARRAY: {
            QJsonArray a;
            simdjson::dom::array arr;
            if (v.get_array().get(arr) == simdjson::SUCCESS) {
                for (simdjson::dom::element e : arr)
                    a.append(toQJson(e));
            }
            return a;
        }
        case Type::STRING:
            return toString(v);
        case Type::INT64: {
            int64_t i = 0;
            i = valueOr(v.get_int64(), i);
            return QJsonValue(static_cast<qint64>(i));
        }
        case Type::UINT64: {
            uint64_t u = 0;
            u = valueOr(v.get_uint64(), u);
            return QJsonValue(static_cast<double>(u));
        }
        case Type::DOUBLE: {
            double d = 0;
            d = valueOr(v.get_double(), d);
            return QJsonValue(d);
        }
        case Type::BOOL:
            return toBool(v);
        case Type::NULL_VALUE:
            return QJsonValue(QJsonValue::Null);
        }
        return {};
    }
    static QJsonObject toQJsonObject(const Value& v) { return toQJson(v).toObject(); }
    static QJsonArray toQJsonArray(const Value& v) { return toQJson(v).toArray(); }

    template <class F> static void forEachField(const Value& v, F&& f)
    {
        simdjson::dom::object obj;
        if (v.get_object().get(obj) != simdjson::SUCCESS)
            return;
        for (simdjson::dom::key_value_pair field : obj)
            f(field.key, field.value);
    }
    template <class F> static void forEachElement(const Value& v, F&& f)
    {
        simdjson::dom::array arr;
        if (v.get_array().get(arr) != simdjson::SUCCESS)
            return;
        qsizetype i = 0;
        for (simdjson::dom::element e : arr)
            f(i++, e);
    }
    static EventType typeFromName(std::string_view name)
    {
        return eventTypeFromName(QByteArrayView(name.data(), static_cast<qsizetype>(name.size())));
    }
    static QString nameToString(std::string_view name) { return jsonString(name); }
    static QLatin1StringView typeLabel(const Value& v)
    {
        switch (v.type()) {
        case Type::OBJECT:
            return "an object"_L1;
        case Type::ARRAY:
            return "an array"_L1;
        case Type::STRING:
            return "a string"_L1;
        case Type::INT64:
        case Type::UINT64:
        case Type::DOUBLE:
            return "a number"_L1;
        case Type::BOOL:
            return "a boolean"_L1;
        case Type::NULL_VALUE:
            return "null"_L1;
        }
        return "an unknown value"_L1;
    }
};

struct QtJson
{
    using Value = QJsonValue;

    static bool isNull(const Value& v) { return v.isNull(); }
    static bool isString(const Value& v) { return v.isString(); }
    static bool isBool(const Value& v) { return v.isBool(); }
    static bool isObject(const Value& v) { return v.isObject(); }
    static bool isArray(const Value& v) { return v.isArray(); }
    static QString toString(const Value& v) { return v.toString(); }
    static JsonText toJsonText(const Value& v) { return JsonText(v.toString()); }
    static bool toBool(const Value& v) { return v.toBool(); }
    static IntStatus toInt64(const Value& v, qint64& out)
    {
        if (!v.isDouble())
            return IntStatus::NotNumber;
        // toInteger() answers the default when the value is not a whole qint64:
        // asking with two defaults tells "is 0" from "is not an integer".
        const qint64 a = v.toInteger(0);
        if (a != 0 || v.toInteger(1) == 0) {
            out = a;
            return IntStatus::Ok;
        }
        return doubleToInt64(v.toDouble(), out);
    }
    static QJsonValue toQJson(const Value& v) { return v; }
    static QJsonObject toQJsonObject(const Value& v) { return v.toObject(); }
    static QJsonArray toQJsonArray(const Value& v) { return v.toArray(); }

    template <class F> static void forEachField(const Value& v, F&& f)
    {
        const QJsonObject obj = v.toObject();
        for (auto it = obj.constBegin(); it != obj.constEnd(); ++it) {
            const QJsonValue value = it.value();
            f(it.key(), value);
        }
    }
    template <class F> static void forEachElement(const Value& v, F&& f)
    {
        const QJsonArray arr = v.toArray();
        for (qsizetype i = 0; i < arr.size(); ++i) {
            const QJsonValue value = arr.at(i);
            f(i, value);
        }
    }
    static EventType typeFromName(const QString& name)
    {
        return eventTypeFromName(QStringView(name));
    }
    static QString nameToString(const QString& name) { return name; }
    static QLatin1StringView typeLabel(const Value& v)
    {
        switch (v.type()) {
        case QJsonValue::Object:
            return "an object"_L1;
        case QJsonValue::Array:
            return "an array"_L1;
        case QJsonValue::String:
            return "a string"_L1;
        case QJsonValue::Double:
            return "a number"_L1;
        case QJsonValue::Bool:
            return "a boolean"_L1;
        case QJsonValue::Null:
            return "null"_L1;
        case QJsonValue::Undefined:
            break;
        }
        return "nothing"_L1;
    }
};

// simdjson's On-Demand API, forward only: the fast path of decode(). Its stage 1 is the same
// runtime-dispatched SIMD index as the DOM's, but nothing is built: values are read where the
// readers ask for them and strings without escapes go from the input straight to QString.
// On-Demand validates only what it reads, so every value a reader leaves alone is walked here
// (walk<false>), and anything the DOM path would treat differently — an error of any kind, an
// escaped key, deep nesting, an integer past int64 — sets `failed`: decode() then throws the
// attempt away and takes the DOM path, which decides every such frame as it always has.
// The last objects and arrays built, by their bytes: a run repeats the same ones (a tool's
// mcpServerInfo or agent card on each of its calls), and a QJsonValue is shared, not copied.
struct OdBuiltCache
{
    static constexpr int Size = 4;
    struct Entry
    {
        QByteArray bytes;
        QJsonValue value;
    };
    Entry entries[Size];
    int next = 0;

    const QJsonValue* find(QByteArrayView bytes) const
    {
        for (const Entry& e : entries) {
            if (e.bytes.size() == bytes.size() && !e.bytes.isEmpty() && e.bytes == bytes)
                return &e.value;
        }
        return nullptr;
    }
    void add(QByteArrayView bytes, const QJsonValue& value)
    {
        // Small ones only: comparing a large one costs what building it saves.
        if (bytes.size() > 512)
            return;
        entries[next] = Entry{bytes.toByteArray(), value};
        next = (next + 1) % Size;
    }
};

struct OdState
{
    bool failed = false;
    bool rootIterated = false; // forEachField went over the root object (the flat payload)
    OdBuiltCache* built = nullptr;
    // The parsed bytes (simdjson's padded copy) and the event's own copy of them, whose offsets
    // are the same: a string read straight from the input is shared from `raw`.
    const char* input = nullptr;
    const QByteArray* raw = nullptr;
};

struct OdValue
{
    mutable simdjson::ondemand::value value;
    simdjson::ondemand::object* root = nullptr; // set for the document's root object
    OdState* state = nullptr;
};

struct OnDemand
{
    using Value = OdValue;
    using JsonType = simdjson::ondemand::json_type;

    // Deeper values are rare in events and go to the DOM path, whose parser has its own limit.
    static constexpr int MaxDepth = 64;

    enum class Kind : quint8
    {
        Object,
        Array,
        String,
        Number,
        Bool,
        Null,
        Bad,
    };

    static Kind kindOf(simdjson::ondemand::value& v, OdState& st)
    {
        JsonType t{};
        if (v.type().get(t) != simdjson::SUCCESS) {
            st.failed = true;
            return Kind::Bad;
        }
        switch (t) {
        case JsonType::object:
            return Kind::Object;
        case JsonType::array:
            return Kind::Array;
        case JsonType::string:
            return Kind::String;
        case JsonType::number:
            return Kind::Number;
        case JsonType::boolean:
            return Kind::Bool;
        case JsonType::null:
            return Kind::Null;
        }
        st.failed = true;
        return Kind::Bad;
    }
    static Kind kind(const Value& v) { return v.root ? Kind::Object : kindOf(v.value, *v.state); }

    static bool isNull(const Value& v) { return kind(v) == Kind::Null; }
    static bool isString(const Value& v) { return kind(v) == Kind::String; }
    static bool isBool(const Value& v) { return kind(v) == Kind::Bool; }
    static bool isObject(const Value& v) { return kind(v) == Kind::Object; }
    static bool isArray(const Value& v) { return kind(v) == Kind::Array; }

    static bool isJsonSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

    // The string's UTF-8 (stage 1 validated it): straight from the input when it holds no
    // escape, else unescaped by simdjson into the parser's string buffer.
    static std::string_view stringOf(simdjson::ondemand::value& v, OdState& st)
    {
        std::string_view token = v.raw_json_token();
        while (!token.empty() && isJsonSpace(token.back()))
            token.remove_suffix(1);
        if (token.size() >= 2 && token.front() == '"' && token.back() == '"' &&
            !std::memchr(token.data() + 1, '\\', token.size() - 2)) {
            simdjson::ondemand::raw_json_string consumed;
            if (v.get_raw_json_string().get(consumed) != simdjson::SUCCESS) {
                st.failed = true;
                return {};
            }
            return token.substr(1, token.size() - 2);
        }
        std::string_view s;
        if (v.get_string().get(s) != simdjson::SUCCESS) {
            st.failed = true;
            return {};
        }
        return s;
    }
    static QString toString(const Value& v)
    {
        const std::string_view s = stringOf(v.value, *v.state);
        return jsonString(s);
    }
    static JsonText toJsonText(const Value& v)
    {
        const std::string_view s = stringOf(v.value, *v.state);
        const auto size = static_cast<qsizetype>(s.size());
        const OdState& st = *v.state;
        if (st.raw && s.data() >= st.input && s.data() + s.size() <= st.input + st.raw->size())
            return JsonText::fromUtf8(*st.raw, s.data() - st.input, size);
        return JsonText::fromUtf8(QByteArray(s.data(), size), 0, size); // unescaped by simdjson
    }
    static bool toBool(const Value& v)
    {
        bool b = false;
        if (v.value.get_bool().get(b) != simdjson::SUCCESS)
            v.state->failed = true;
        return b;
    }
    static IntStatus toInt64(const Value& v, qint64& out)
    {
        if (kind(v) != Kind::Number)
            return IntStatus::NotNumber;
        simdjson::ondemand::number_type nt{};
        if (v.value.get_number_type().get(nt) != simdjson::SUCCESS) {
            v.state->failed = true;
            return IntStatus::NotNumber;
        }
        switch (nt) {
        case simdjson::ondemand::number_type::signed_integer: {
            int64_t i = 0;
            if (v.value.get_int64().get(i) != simdjson::SUCCESS)
                break;
            out = i;
            return IntStatus::Ok;
        }
        case simdjson::ondemand::number_type::floating_point_number: {
            double d = 0;
            if (v.value.get_double().get(d) != simdjson::SUCCESS)
                break;
            return doubleToInt64(d, out);
        }
        case simdjson::ondemand::number_type::unsigned_integer:
            break; // out of range: a problem, which the DOM path words
        }
        v.state->failed = true;
        return IntStatus::NotNumber;
    }

    // A field's key, unescaped; false for a key with an escape (left to the DOM path).
    static bool keyOf(simdjson::ondemand::field& field, std::string_view& key)
    {
        const char* const begin = field.key().raw();
        const char* p = begin;
        while (*p != '"') {
            if (*p == '\\')
                return false;
            ++p;
        }
        key = std::string_view(begin, static_cast<std::size_t>(p - begin));
        return true;
    }
    Q_ALWAYS_INLINE static const char* location(simdjson::ondemand::value& v)
    {
        const char* at = nullptr;
        return v.current_location().get(at) == simdjson::SUCCESS ? at : nullptr;
    }

    // Reads (and so validates) a whole value; builds its QJsonValue when Build is set.
    template <bool Build>
    static QJsonValue walk(simdjson::ondemand::value& v, OdState& st, int depth)
    {
        if (depth > MaxDepth) {
            st.failed = true;
            return {};
        }
        switch (kindOf(v, st)) {
        case Kind::Object: {
            simdjson::ondemand::object obj;
            if (v.get_object().get(obj) != simdjson::SUCCESS) {
                st.failed = true;
                return {};
            }
            QJsonObject o;
            for (auto result : obj) {
                simdjson::ondemand::field field;
                std::string_view key;
                if (std::move(result).get(field) != simdjson::SUCCESS || !keyOf(field, key)) {
                    st.failed = true;
                    return {};
                }
                QJsonValue child = walk<Build>(field.value(), st, depth + 1);
                if (st.failed)
                    return {};
                if constexpr (Build)
                    o.insert(jsonString(key), child);
            }
            return o;
        }
        case Kind::Array: {
            simdjson::ondemand::array arr;
            if (v.get_array().get(arr) != simdjson::SUCCESS) {
                st.failed = true;
                return {};
            }
            QJsonArray a;
            for (auto result : arr) {
                simdjson::ondemand::value e;
                if (std::move(result).get(e) != simdjson::SUCCESS) {
                    st.failed = true;
                    return {};
                }
                QJsonValue child = walk<Build>(e, st, depth + 1);
                if (st.failed)
                    return {};
                if constexpr (Build)
                    a.append(child);
            }
            return a;
        }
        case Kind::String: {
            const std::string_view s = stringOf(v, st);
            if constexpr (Build)
                return jsonString(s);
            return {};
        }
        case Kind::Number: {
            simdjson::ondemand::number_type nt{};
            if (v.get_number_type().get(nt) != simdjson::SUCCESS) {
                st.failed = true;
                return {};
            }
            if (nt == simdjson::ondemand::number_type::signed_integer) {
                int64_t i = 0;
                if (v.get_int64().get(i) == simdjson::SUCCESS)
                    return QJsonValue(static_cast<qint64>(i));
            } else if (nt == simdjson::ondemand::number_type::unsigned_integer) {
                uint64_t u = 0;
                if (v.get_uint64().get(u) == simdjson::SUCCESS)
                    return QJsonValue(static_cast<double>(u));
            } else {
                double d = 0;
                if (v.get_double().get(d) == simdjson::SUCCESS)
                    return QJsonValue(d);
            }
            st.failed = true;
            return {};
        }
        case Kind::Bool: {
            bool b = false;
            if (v.get_bool().get(b) != simdjson::SUCCESS)
                st.failed = true;
            return b;
        }
        case Kind::Null: {
            bool null = false;
            if (v.is_null().get(null) != simdjson::SUCCESS || !null)
                st.failed = true;
            return QJsonValue(QJsonValue::Null);
        }
        case Kind::Bad:
            break;
        }
        st.failed = true;
        return {};
    }

    // Objects and arrays are validated by simdjson (walk) and then built by Qt's own parser
    // from the same bytes: one QJsonObject::insert per key costs several times more.
    static QJsonValue toQJson(const Value& v)
    {
        OdState& st = *v.state;
        const Kind k = kind(v);
        if (k != Kind::Object && k != Kind::Array)
            return walk<true>(v.value, st, 0);
        const char* const begin = v.value.raw_json_token().data();
        walk<false>(v.value, st, 0);
        const char* const end = st.failed ? nullptr : location(v.value);
        if (!end || end <= begin) {
            st.failed = true;
            return {};
        }
        const QByteArrayView bytes(begin, end - begin);
        if (st.built) {
            if (const QJsonValue* known = st.built->find(bytes))
                return *known;
        }
        if (bytes.contains(QByteArrayView("\xEF\xBB\xBF"))) {
            // Qt's parser would lose a leading U+FEFF of a string (jsonString); rare enough for
            // a DOM parse of just these bytes.
            simdjson::dom::parser parser;
            simdjson::dom::element element;
            if (parser.parse(begin, static_cast<std::size_t>(end - begin)).get(element) !=
                simdjson::SUCCESS) {
                st.failed = true;
                return {};
            }
            return SimdJson::toQJson(element);
        }
        QJsonParseError error{};
        const QJsonDocument doc =
            QJsonDocument::fromJson(QByteArray::fromRawData(begin, end - begin), &error);
        if (error.error != QJsonParseError::NoError) {
            st.failed = true;
            return {};
        }
        const QJsonValue value =
            k == Kind::Object ? QJsonValue(doc.object()) : QJsonValue(doc.array());
        if (st.built)
            st.built->add(bytes, value);
        return value;
    }
    static QJsonObject toQJsonObject(const Value& v) { return toQJson(v).toObject(); }
    static QJsonArray toQJsonArray(const Value& v) { return toQJson(v).toArray(); }

    // Calls f for each field, then walks whatever value f did not read.
    template <class F>
    static void iterateObject(simdjson::ondemand::object& obj, OdState& st, F&& f)
    {
        for (auto result : obj) {
            simdjson::ondemand::field field;
            std::string_view key;
            if (std::move(result).get(field) != simdjson::SUCCESS || !keyOf(field, key)) {
                st.failed = true;
                return;
            }
            simdjson::ondemand::value& value = field.value();
            const char* const before = location(value);
            f(key, OdValue{value, nullptr, &st});
            if (st.failed)
                return;
            if (location(value) == before) {
                walk<false>(value, st, 1);
                if (st.failed)
                    return;
            }
        }
    }
    template <class F> static void forEachField(const Value& v, F&& f)
    {
        OdState& st = *v.state;
        if (st.failed)
            return;
        if (v.root) {
            st.rootIterated = true;
            iterateObject(*v.root, st, f);
            return;
        }
        simdjson::ondemand::object obj;
        if (v.value.get_object().get(obj) != simdjson::SUCCESS) {
            st.failed = true;
            return;
        }
        iterateObject(obj, st, f);
    }
    template <class F> static void forEachElement(const Value& v, F&& f)
    {
        OdState& st = *v.state;
        if (st.failed)
            return;
        simdjson::ondemand::array arr;
        if (v.value.get_array().get(arr) != simdjson::SUCCESS) {
            st.failed = true;
            return;
        }
        qsizetype i = 0;
        for (auto result : arr) {
            simdjson::ondemand::value e;
            if (std::move(result).get(e) != simdjson::SUCCESS) {
                st.failed = true;
                return;
            }
            const char* const before = location(e);
            f(i++, OdValue{e, nullptr, &st});
            if (st.failed)
                return;
            if (location(e) == before) {
                walk<false>(e, st, 1);
                if (st.failed)
                    return;
            }
        }
    }
    static EventType typeFromName(std::string_view name)
    {
        return eventTypeFromName(QByteArrayView(name.data(), static_cast<qsizetype>(name.size())));
    }
    static QString nameToString(std::string_view name) { return jsonString(name); }
    static QLatin1StringView typeLabel(const Value& v)
    {
        switch (kind(v)) {
        case Kind::Object:
            return "an object"_L1;
        case Kind::Array:
            return "an array"_L1;
        case Kind::String:
            return "a string"_L1;
        case Kind::Number:
            return "a number"_L1;
        case Kind::Bool:
            return "a boolean"_L1;
        case Kind::Null:
            return "null"_L1;
        case Kind::Bad:
            break;
        }
        return "an unknown value"_L1;
    }
};

// ---------------------------------------------------------------------------
// Field readers: each takes what is valid and reports the rest into problems.

template <class J> class Reader
{
public:
    using V = typename J::Value;

    explicit Reader(QStringList* problems, bool forIndex = false)
        : m_problems(problems)
        , m_forIndex(forIndex)
    {}

    // EventDecoder::decodeForIndex(): the values it names are type-checked, not built. Only
    // On-Demand's reader is made so; the value left unread is validated by its walk.
    bool forIndex() const { return m_forIndex; }

    void problem(const QString& text)
    {
        if (m_problems)
            m_problems->append(text);
    }
    void missing(const Path& path)
    {
        problem(QCoreApplication::translate("EventDecoder", "%1: missing").arg(path.toString()));
    }
    void wrongType(const Path& path, QLatin1StringView expected, const V& v)
    {
        problem(QCoreApplication::translate("EventDecoder", "%1: expected %2, got %3")
                    .arg(path.toString(), expected, J::typeLabel(v)));
    }
    void unknownValue(const Path& path, const QString& value)
    {
        problem(QCoreApplication::translate("EventDecoder", "%1: unknown value \"%2\"")
                    .arg(path.toString(), value));
    }

    bool string(const V& v, const Path& path, QString& out)
    {
        if (!J::isString(v)) {
            wrongType(path, "a string"_L1, v);
            return false;
        }
        out = J::toString(v);
        return true;
    }
    // An optional string: null reads as absent.
    void optString(const V& v, const Path& path, std::optional<QString>& out)
    {
        if (J::isNull(v))
            return;
        QString s;
        if (string(v, path, s))
            out = std::move(s);
    }
    // A long text (a JsonText, kept as it came, or a QString of the older shapes): nobody reads
    // it while a run streams. A JsonText costs no copy; forIndex() checks a QString's type
    // and leaves it empty.
    template <class T> bool text(const V& v, const Path& path, T& out)
    {
        if (!J::isString(v)) {
            wrongType(path, "a string"_L1, v);
            return false;
        }
        if constexpr (std::is_same_v<T, JsonText>)
            out = J::toJsonText(v);
        else if (!m_forIndex)
            out = J::toString(v);
        return true;
    }
    // optString() of such a text: null reads as absent.
    template <class T> void optText(const V& v, const Path& path, std::optional<T>& out)
    {
        if (J::isNull(v))
            return;
        T s;
        if (text(v, path, s))
            out = std::move(s);
    }
    // A `string|null` field where null is a value of its own.
    void nullableString(const V& v, const Path& path, std::optional<QString>& out, bool& isNull)
    {
        if (J::isNull(v)) {
            isNull = true;
            out.reset();
            return;
        }
        QString s;
        if (string(v, path, s))
            out = std::move(s);
    }
    bool boolean(const V& v, const Path& path, bool& out)
    {
        if (!J::isBool(v)) {
            wrongType(path, "a boolean"_L1, v);
            return false;
        }
        out = J::toBool(v);
        return true;
    }
    void optBoolean(const V& v, const Path& path, std::optional<bool>& out)
    {
        if (J::isNull(v))
            return;
        bool b = false;
        if (boolean(v, path, b))
            out = b;
    }
    template <class Int>
    bool integer(const V& v, const Path& path, Int& out, bool nonNegative = false)
    {
        qint64 value = 0;
        switch (J::toInt64(v, value)) {
        case IntStatus::Ok:
            break;
        case IntStatus::NotNumber:
            wrongType(path, "an integer"_L1, v);
            return false;
        case IntStatus::NotInteger:
            problem(QCoreApplication::translate("EventDecoder",
                                                "%1: expected an integer, got a fraction")
                        .arg(path.toString()));
            return false;
        case IntStatus::OutOfRange:
            problem(QCoreApplication::translate("EventDecoder", "%1: number out of range")
                        .arg(path.toString()));
            return false;
        }
        if constexpr (sizeof(Int) < sizeof(qint64)) {
            if (value < static_cast<qint64>(std::numeric_limits<Int>::min()) ||
                value > static_cast<qint64>(std::numeric_limits<Int>::max())) {
                problem(QCoreApplication::translate("EventDecoder", "%1: number out of range (%2)")
                            .arg(path.toString())
                            .arg(value));
                return false;
            }
        }
        if (nonNegative && value < 0)
            problem(QCoreApplication::translate("EventDecoder", "%1: must not be negative (%2)")
                        .arg(path.toString())
                        .arg(value));
        out = static_cast<Int>(value);
        return true;
    }
    bool object(const V& v, const Path& path, QJsonObject& out)
    {
        if (!J::isObject(v)) {
            wrongType(path, "an object"_L1, v);
            return false;
        }
        out = J::toQJsonObject(v);
        return true;
    }
    void optObject(const V& v, const Path& path, std::optional<QJsonObject>& out)
    {
        if (J::isNull(v))
            return;
        QJsonObject o;
        if (object(v, path, o))
            out = std::move(o);
    }
    bool isObject(const V& v, const Path& path)
    {
        if (J::isObject(v))
            return true;
        wrongType(path, "an object"_L1, v);
        return false;
    }
    bool isArray(const V& v, const Path& path)
    {
        if (J::isArray(v))
            return true;
        wrongType(path, "an array"_L1, v);
        return false;
    }
    bool stringList(const V& v, const Path& path, QStringList& out)
    {
        if (!isArray(v, path))
            return false;
        J::forEachElement(v, [&](qsizetype i, const V& e) {
            QString s;
            if (string(e, path.at(i), s))
                out.append(std::move(s));
        });
        return true;
    }

    // Tracks which required fields a loop over an object saw.
    void require(bool seen, const Path& path)
    {
        if (!seen)
            missing(path);
    }

private:
    QStringList* m_problems;
    bool m_forIndex = false;
};

// ---------------------------------------------------------------------------
// Nested structures shared by several events.

template <class J> TokenUsage readTokens(Reader<J>& r, const typename J::Value& v, const Path& path)
{
    TokenUsage t;
    if (!r.isObject(v, path))
        return t;
    bool in = false, cached = false, reasoning = false, out = false;
    J::forEachField(v, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "inputTokens"_L1)) {
            in = true;
            r.integer(f, path.child("inputTokens"_L1), t.inputTokens, true);
        } else if (keyIs(key, "cachedTokens"_L1)) {
            cached = true;
            r.integer(f, path.child("cachedTokens"_L1), t.cachedTokens, true);
        } else if (keyIs(key, "reasoningTokens"_L1)) {
            reasoning = true;
            r.integer(f, path.child("reasoningTokens"_L1), t.reasoningTokens, true);
        } else if (keyIs(key, "outputTokens"_L1)) {
            out = true;
            r.integer(f, path.child("outputTokens"_L1), t.outputTokens, true);
        }
    });
    r.require(in, path.child("inputTokens"_L1));
    r.require(cached, path.child("cachedTokens"_L1));
    r.require(reasoning, path.child("reasoningTokens"_L1));
    r.require(out, path.child("outputTokens"_L1));
    return t;
}

template <class J> ModelInfo readModel(Reader<J>& r, const typename J::Value& v, const Path& path)
{
    ModelInfo m;
    if (!r.isObject(v, path))
        return m;
    bool id = false, provider = false, vendor = false;
    J::forEachField(v, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "id"_L1)) {
            id = true;
            r.string(f, path.child("id"_L1), m.id);
        } else if (keyIs(key, "provider"_L1)) {
            provider = true;
            r.string(f, path.child("provider"_L1), m.provider);
        } else if (keyIs(key, "vendorModelId"_L1)) {
            vendor = true;
            r.string(f, path.child("vendorModelId"_L1), m.vendorModelId);
        } else if (keyIs(key, "reasoningEffort"_L1))
            r.optString(f, path.child("reasoningEffort"_L1), m.reasoningEffort);
    });
    r.require(id, path.child("id"_L1));
    r.require(provider, path.child("provider"_L1));
    r.require(vendor, path.child("vendorModelId"_L1));
    return m;
}

PlanStepStatus planStepStatus(const QString& s)
{
    if (s == "pending"_L1)
        return PlanStepStatus::Pending;
    if (s == "in_progress"_L1)
        return PlanStepStatus::InProgress;
    if (s == "done"_L1)
        return PlanStepStatus::Done;
    return PlanStepStatus::Other;
}

template <class J> TaskPlan readPlan(Reader<J>& r, const typename J::Value& v, const Path& path)
{
    TaskPlan plan;
    if (!r.isObject(v, path))
        return plan;
    bool steps = false;
    J::forEachField(v, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "brief"_L1)) {
            r.optString(f, path.child("brief"_L1), plan.brief);
        } else if (keyIs(key, "steps"_L1)) {
            steps = true;
            const Path stepsPath = path.child("steps"_L1);
            if (!r.isArray(f, stepsPath))
                return;
            J::forEachElement(f, [&](qsizetype i, const typename J::Value& e) {
                const Path stepPath = stepsPath.at(i);
                if (!r.isObject(e, stepPath))
                    return;
                PlanStep step;
                bool title = false, status = false;
                J::forEachField(e, [&](const auto& k, const typename J::Value& sv) {
                    if (keyIs(k, "title"_L1)) {
                        title = true;
                        r.string(sv, stepPath.child("title"_L1), step.title);
                    } else if (keyIs(k, "status"_L1)) {
                        status = true;
                        const Path statusPath = stepPath.child("status"_L1);
                        if (r.string(sv, statusPath, step.statusRaw)) {
                            step.status = planStepStatus(step.statusRaw);
                            if (step.status == PlanStepStatus::Other)
                                r.unknownValue(statusPath, step.statusRaw);
                        } else {
                            step.status = PlanStepStatus::Other;
                        }
                    }
                });
                r.require(title, stepPath.child("title"_L1));
                r.require(status, stepPath.child("status"_L1));
                plan.steps.append(std::move(step));
            });
        }
    });
    r.require(steps, path.child("steps"_L1));
    return plan;
}

// ---------------------------------------------------------------------------
// One reader per event type. `data` is known to be an object.

template <class J>
EventPayload readTextDelta(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    TextDelta ev;
    bool text = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "text"_L1)) {
            text = true;
            r.text(f, path.child("text"_L1), ev.text);
        }
    });
    r.require(text, path.child("text"_L1));
    return ev;
}

template <class J>
EventPayload readToolCall(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    ToolCallEvent ev;
    bool id = false, name = false, input = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "toolUseId"_L1)) {
            id = true;
            r.string(f, path.child("toolUseId"_L1), ev.toolUseId);
        } else if (keyIs(key, "name"_L1)) {
            name = true;
            r.string(f, path.child("name"_L1), ev.name);
        } else if (keyIs(key, "input"_L1)) {
            input = true;
            ev.input = J::toQJson(f);
        }
    });
    r.require(id, path.child("toolUseId"_L1));
    r.require(name, path.child("name"_L1));
    r.require(input, path.child("input"_L1));
    return ev;
}

template <class J>
EventPayload readToolResult(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    ToolResultEvent ev;
    bool id = false, name = false, result = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "toolUseId"_L1)) {
            id = true;
            r.string(f, path.child("toolUseId"_L1), ev.toolUseId);
        } else if (keyIs(key, "name"_L1)) {
            name = true;
            r.string(f, path.child("name"_L1), ev.name);
        } else if (keyIs(key, "result"_L1)) {
            result = true;
            r.optText(f, path.child("result"_L1), ev.result);
        } else if (keyIs(key, "ok"_L1)) {
            r.optBoolean(f, path.child("ok"_L1), ev.ok);
        } else if (keyIs(key, "summary"_L1)) {
            r.optText(f, path.child("summary"_L1), ev.summary);
        }
    });
    r.require(id, path.child("toolUseId"_L1));
    r.require(name, path.child("name"_L1));
    ev.legacyShape = !result && (ev.ok.has_value() || ev.summary.has_value());
    if (!result && !ev.legacyShape)
        r.missing(path.child("result"_L1));
    return Boxed<ToolResultEvent>(std::move(ev));
}

template <class J>
EventPayload readLocalToolCall(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    LocalToolCallEvent ev;
    bool id = false, name = false, args = false, kind = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "toolUseId"_L1)) {
            id = true;
            r.string(f, path.child("toolUseId"_L1), ev.toolUseId);
        } else if (keyIs(key, "name"_L1)) {
            name = true;
            r.string(f, path.child("name"_L1), ev.name);
        } else if (keyIs(key, "args"_L1)) {
            args = true;
            if (r.forIndex())
                r.isObject(f, path.child("args"_L1));
            else
                r.object(f, path.child("args"_L1), ev.args);
        } else if (keyIs(key, "kind"_L1)) {
            kind = !J::isNull(f);
            if (kind && !r.string(f, path.child("kind"_L1), ev.kindRaw))
                ev.kind = LocalToolKind::Other;
        } else if (keyIs(key, "agentCard"_L1)) {
            r.optObject(f, path.child("agentCard"_L1), ev.agentCard);
        } else if (keyIs(key, "mcpServer"_L1)) {
            r.optString(f, path.child("mcpServer"_L1), ev.mcpServer);
        } else if (keyIs(key, "mcpToolName"_L1)) {
            r.optString(f, path.child("mcpToolName"_L1), ev.mcpToolName);
        } else if (keyIs(key, "mcpServerInfo"_L1)) {
            r.optObject(f, path.child("mcpServerInfo"_L1), ev.mcpServerInfo);
        }
    });
    r.require(id, path.child("toolUseId"_L1));
    r.require(name, path.child("name"_L1));
    r.require(args, path.child("args"_L1));
    ev.kindOmitted = !kind;
    if (kind && ev.kind != LocalToolKind::Other) {
        if (ev.kindRaw == "local"_L1) {
            ev.kind = LocalToolKind::Local;
        } else if (ev.kindRaw == "a2a_local"_L1) {
            ev.kind = LocalToolKind::A2aLocal;
        } else if (ev.kindRaw == "mcp_local"_L1) {
            ev.kind = LocalToolKind::McpLocal;
        } else {
            ev.kind = LocalToolKind::Other;
            r.unknownValue(path.child("kind"_L1), ev.kindRaw);
        }
    }
    if (ev.kind == LocalToolKind::A2aLocal && !ev.agentCard)
        r.missing(path.child("agentCard"_L1));
    if (ev.kind == LocalToolKind::McpLocal) {
        if (!ev.mcpServer)
            r.missing(path.child("mcpServer"_L1));
        if (!ev.mcpToolName)
            r.missing(path.child("mcpToolName"_L1));
    }
    return Boxed<LocalToolCallEvent>(std::move(ev));
}

template <class J>
EventPayload readLocalToolResultIn(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    LocalToolResultInEvent ev;
    bool id = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "toolUseId"_L1)) {
            id = true;
            r.string(f, path.child("toolUseId"_L1), ev.toolUseId);
        } else if (keyIs(key, "result"_L1)) {
            r.optText(f, path.child("result"_L1), ev.result);
        } else if (keyIs(key, "error"_L1)) {
            r.optString(f, path.child("error"_L1), ev.error);
        } else if (keyIs(key, "output"_L1)) {
            r.optString(f, path.child("output"_L1), ev.output);
        } else if (keyIs(key, "files"_L1)) {
            const Path filesPath = path.child("files"_L1);
            if (!J::isNull(f) && r.isArray(f, filesPath))
                ev.files = J::toQJsonArray(f);
        }
    });
    r.require(id, path.child("toolUseId"_L1));
    if (!ev.result && !ev.error && !ev.output)
        r.problem(QCoreApplication::translate("EventDecoder", "%1: none of result, error or output")
                      .arg(path.toString()));
    else if (ev.result && ev.error)
        r.problem(QCoreApplication::translate("EventDecoder", "%1: both result and error")
                      .arg(path.toString()));
    return Boxed<LocalToolResultInEvent>(std::move(ev));
}

template <class J>
EventPayload readLoopDetected(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    LoopDetectedEvent ev;
    bool count = false, hard = false, tools = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "consecutiveCount"_L1)) {
            count = true;
            r.integer(f, path.child("consecutiveCount"_L1), ev.consecutiveCount);
        } else if (keyIs(key, "hardCutoff"_L1)) {
            hard = true;
            r.boolean(f, path.child("hardCutoff"_L1), ev.hardCutoff);
        } else if (keyIs(key, "tools"_L1)) {
            tools = true;
            r.stringList(f, path.child("tools"_L1), ev.tools);
        }
    });
    r.require(count, path.child("consecutiveCount"_L1));
    r.require(hard, path.child("hardCutoff"_L1));
    r.require(tools, path.child("tools"_L1));
    return ev;
}

template <class J>
EventPayload readToolBudgetExceeded(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    ToolBudgetExceededEvent ev;
    bool tool = false, max = false, index = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "tool"_L1)) {
            tool = true;
            r.string(f, path.child("tool"_L1), ev.tool);
        } else if (keyIs(key, "maxCalls"_L1)) {
            max = true;
            r.integer(f, path.child("maxCalls"_L1), ev.maxCalls);
        } else if (keyIs(key, "callIndex"_L1)) {
            index = true;
            r.integer(f, path.child("callIndex"_L1), ev.callIndex);
        }
    });
    r.require(tool, path.child("tool"_L1));
    r.require(max, path.child("maxCalls"_L1));
    r.require(index, path.child("callIndex"_L1));
    return ev;
}

template <class J>
EventPayload readSupervisor(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    SupervisorEvent ev;
    bool action = false, reason = false, calls = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "action"_L1)) {
            action = true;
            const Path p = path.child("action"_L1);
            if (!r.string(f, p, ev.actionRaw))
                return;
            if (ev.actionRaw == "on_track"_L1) {
                ev.action = SupervisorAction::OnTrack;
            } else if (ev.actionRaw == "redirect"_L1) {
                ev.action = SupervisorAction::Redirect;
            } else if (ev.actionRaw == "finalize"_L1) {
                ev.action = SupervisorAction::Finalize;
            } else {
                ev.action = SupervisorAction::Other;
                r.unknownValue(p, ev.actionRaw);
            }
        } else if (keyIs(key, "reason"_L1)) {
            reason = true;
            r.string(f, path.child("reason"_L1), ev.reason);
        } else if (keyIs(key, "redirect"_L1)) {
            r.optString(f, path.child("redirect"_L1), ev.redirect);
        } else if (keyIs(key, "llmCalls"_L1)) {
            calls = true;
            r.integer(f, path.child("llmCalls"_L1), ev.llmCalls);
        } else if (keyIs(key, "phase"_L1)) {
            if (J::isNull(f))
                return;
            const Path p = path.child("phase"_L1);
            if (!r.string(f, p, ev.phaseRaw))
                return;
            ev.phaseOmitted = false;
            if (ev.phaseRaw == "turn_boundary"_L1) {
                ev.phase = SupervisorPhase::TurnBoundary;
            } else if (ev.phaseRaw == "reasoning"_L1) {
                ev.phase = SupervisorPhase::Reasoning;
            } else {
                ev.phase = SupervisorPhase::Other;
                r.unknownValue(p, ev.phaseRaw);
            }
        } else if (keyIs(key, "model"_L1)) {
            if (!J::isNull(f))
                ev.model = readModel(r, f, path.child("model"_L1));
        }
    });
    r.require(action, path.child("action"_L1));
    r.require(reason, path.child("reason"_L1));
    r.require(calls, path.child("llmCalls"_L1));
    if (ev.action == SupervisorAction::Redirect && !ev.redirect)
        r.missing(path.child("redirect"_L1));
    return Boxed<SupervisorEvent>(std::move(ev));
}

template <class J>
EventPayload readAssistantMessage(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    AssistantMessageEvent ev;
    bool text = false, turn = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "text"_L1)) {
            text = true;
            r.text(f, path.child("text"_L1), ev.text);
        } else if (keyIs(key, "turn"_L1)) {
            turn = true;
            r.integer(f, path.child("turn"_L1), ev.turn, true);
        } else if (keyIs(key, "finishReason"_L1)) {
            r.nullableString(f, path.child("finishReason"_L1), ev.finishReason,
                             ev.finishReasonNull);
        } else if (keyIs(key, "toolCalls"_L1)) {
            const Path callsPath = path.child("toolCalls"_L1);
            if (J::isNull(f) || !r.isArray(f, callsPath))
                return;
            QList<AssistantToolCall> calls;
            J::forEachElement(f, [&](qsizetype i, const typename J::Value& e) {
                const Path callPath = callsPath.at(i);
                if (!r.isObject(e, callPath))
                    return;
                AssistantToolCall call;
                bool id = false, name = false, input = false;
                J::forEachField(e, [&](const auto& k, const typename J::Value& cv) {
                    if (keyIs(k, "id"_L1)) {
                        id = true;
                        r.string(cv, callPath.child("id"_L1), call.id);
                    } else if (keyIs(k, "name"_L1)) {
                        name = true;
                        r.string(cv, callPath.child("name"_L1), call.name);
                    } else if (keyIs(k, "input"_L1)) {
                        input = true;
                        call.input = J::toQJson(cv);
                    }
                });
                r.require(id, callPath.child("id"_L1));
                r.require(name, callPath.child("name"_L1));
                r.require(input, callPath.child("input"_L1));
                calls.append(std::move(call));
            });
            ev.toolCalls = std::move(calls);
        }
    });
    r.require(text, path.child("text"_L1));
    r.require(turn, path.child("turn"_L1));
    return Boxed<AssistantMessageEvent>(std::move(ev));
}

// tokens / turns / model: the cost-attribution trio of both terminal events.
template <class J, class Event>
bool readUsageField(Reader<J>& r, const auto& key, const typename J::Value& f, const Path& path,
                    Event& ev)
{
    if (keyIs(key, "tokens"_L1)) {
        if (!J::isNull(f))
            ev.tokens = readTokens(r, f, path.child("tokens"_L1));
        return true;
    }
    if (keyIs(key, "turns"_L1)) {
        if (J::isNull(f))
            return true;
        int turns = 0;
        if (r.integer(f, path.child("turns"_L1), turns, true))
            ev.turns = turns;
        return true;
    }
    if (keyIs(key, "model"_L1)) {
        if (!J::isNull(f))
            ev.model = readModel(r, f, path.child("model"_L1));
        return true;
    }
    return false;
}

template <class J>
EventPayload readResult(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    ResultEvent ev;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (readUsageField(r, key, f, path, ev))
            return;
        if (keyIs(key, "ok"_L1)) {
            r.optBoolean(f, path.child("ok"_L1), ev.ok);
        } else if (keyIs(key, "text"_L1)) {
            r.optString(f, path.child("text"_L1), ev.text);
        } else if (keyIs(key, "plan"_L1)) {
            if (!J::isNull(f))
                ev.plan = readPlan(r, f, path.child("plan"_L1));
        } else if (keyIs(key, "subtype"_L1)) {
            r.optString(f, path.child("subtype"_L1), ev.subtype);
        } else if (keyIs(key, "error"_L1)) {
            r.optString(f, path.child("error"_L1), ev.error);
        }
    });
    // An older server's failure result carries `error` in place of the text.
    if (!ev.text && ev.isSuccess())
        r.missing(path.child("text"_L1));
    return Boxed<ResultEvent>(std::move(ev));
}

template <class J>
EventPayload readError(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    ErrorEvent ev;
    bool error = false, code = false;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (readUsageField(r, key, f, path, ev))
            return;
        if (keyIs(key, "error"_L1)) {
            error = true;
            r.string(f, path.child("error"_L1), ev.error);
        } else if (keyIs(key, "code"_L1)) {
            code = true;
            r.string(f, path.child("code"_L1), ev.code);
        } else if (keyIs(key, "errorClass"_L1)) {
            r.optString(f, path.child("errorClass"_L1), ev.errorClass);
        } else if (keyIs(key, "finishReason"_L1)) {
            r.nullableString(f, path.child("finishReason"_L1), ev.finishReason,
                             ev.finishReasonNull);
        } else if (keyIs(key, "partialText"_L1)) {
            r.optString(f, path.child("partialText"_L1), ev.partialText);
        } else if (keyIs(key, "retryable"_L1)) {
            r.optBoolean(f, path.child("retryable"_L1), ev.retryable);
        }
    });
    r.require(error, path.child("error"_L1));
    r.require(code, path.child("code"_L1));
    return Boxed<ErrorEvent>(std::move(ev));
}

template <class J>
EventPayload readCancelled(Reader<J>& r, const typename J::Value& data, const Path& path)
{
    CancelledEvent ev;
    J::forEachField(data, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "reason"_L1))
            r.optString(f, path.child("reason"_L1), ev.reason);
    });
    return ev;
}

// `path` names the payload's object in problems: "data" in an envelope, nothing when flat.
template <class J>
EventPayload readData(EventType type, Reader<J>& r, const typename J::Value& data, const Path& path)
{
    switch (type) {
    case EventType::Unknown:
        return UnknownEvent{};
    case EventType::Malformed:
        return MalformedEvent{};
    case EventType::Started:
        return StartedEvent{};
    case EventType::AssistantDelta:
    case EventType::ThinkingDelta:
        return readTextDelta(r, data, path);
    case EventType::ToolCall:
        return readToolCall(r, data, path);
    case EventType::ToolResult:
        return readToolResult(r, data, path);
    case EventType::LocalToolCall:
        return readLocalToolCall(r, data, path);
    case EventType::LocalToolResultIn:
        return readLocalToolResultIn(r, data, path);
    case EventType::LoopDetected:
        return readLoopDetected(r, data, path);
    case EventType::ToolBudgetExceeded:
        return readToolBudgetExceeded(r, data, path);
    case EventType::Supervisor:
        return readSupervisor(r, data, path);
    case EventType::TaskPlan:
        return Boxed<TaskPlan>(readPlan(r, data, path));
    case EventType::AssistantMessage:
        return readAssistantMessage(r, data, path);
    case EventType::Result:
        return readResult(r, data, path);
    case EventType::Error:
        return readError(r, data, path);
    case EventType::Cancelled:
        return readCancelled(r, data, path);
    }
    return UnknownEvent{};
}

// Types whose data may be absent or empty: the older `started`, and those
// whose every field is optional.
bool dataOptional(EventType type)
{
    return type == EventType::Started || type == EventType::Cancelled;
}

// Copies `bytes`, except a known type name, which points at static storage.
QByteArray sseEventBytes(QByteArrayView bytes, EventType type)
{
    if (bytes.isEmpty())
        return {};
    const QLatin1StringView known = eventTypeName(type);
    if (!known.isEmpty())
        return QByteArray::fromRawData(known.data(), known.size());
    return bytes.toByteArray();
}

std::optional<qint64> parseSseId(QByteArrayView id)
{
    // The usual id is a plain decimal seq: read it here, the rest as Qt reads numbers.
    if (!id.isEmpty() && id.size() <= 18) {
        qint64 value = 0;
        qsizetype i = 0;
        for (; i < id.size() && id[i] >= '0' && id[i] <= '9'; ++i)
            value = value * 10 + (id[i] - '0');
        if (i == id.size())
            return value;
    }
    bool ok = false;
    const qint64 value = id.toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

// Every backslash starts a JSON escape: \" \\ \/ \b \f \n \r \t or \u and four hex
// digits. simdjson reports a lone surrogate and a bad escape alike; Qt accepts
// both, so this tells the valid case (the lone surrogate) from the invalid one.
bool escapesAreWellFormed(QByteArrayView data)
{
    for (qsizetype i = 0; i < data.size(); ++i) {
        if (data[i] != '\\')
            continue;
        if (++i >= data.size())
            return false;
        switch (data[i]) {
        case '"':
        case '\\':
        case '/':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
            break;
        case 'u':
            for (int k = 0; k < 4; ++k) {
                if (++i >= data.size() || !std::isxdigit(static_cast<unsigned char>(data[i])))
                    return false;
            }
            break;
        default:
            return false;
        }
    }
    return true;
}

void setMalformed(RunEvent& ev, const QString& error, qint64 offset)
{
    ev.type = EventType::Malformed;
    ev.problems.append(error);
    ev.payload = MalformedEvent{error, offset};
}

// One frame's JSON in any of its shapes (EventShape): the envelope { seq, type, data }, the
// flat payload with seq and type beside its fields or left to the SSE id and event lines, or
// both at once. Shared by both JSON sources.
template <class J>
void readEnvelope(const typename J::Value& root, RunEvent& ev, QByteArrayView sseEvent)
{
    Reader<J> r(&ev.problems);
    std::optional<typename J::Value> data;
    bool haveSeqKey = false;
    bool haveSeq = false;
    bool haveTypeKey = false;
    bool haveType = false;
    bool payloadKeys = false; // any key besides seq, type and data: the payload is flat
    EventType type = EventType::Unknown;
    QString wireName;

    J::forEachField(root, [&](const auto& key, const typename J::Value& f) {
        if (keyIs(key, "seq"_L1)) {
            haveSeqKey = true;
            qint64 seq = -1;
            if (r.integer(f, Path{nullptr, "seq"_L1, -1}, seq, true)) {
                haveSeq = true;
                ev.seq = seq;
            }
        } else if (keyIs(key, "type"_L1)) {
            haveTypeKey = true;
            if (!J::isString(f)) {
                r.wrongType(Path{nullptr, "type"_L1, -1}, "a string"_L1, f);
                return;
            }
            haveType = true;
            if constexpr (std::is_same_v<J, SimdJson>) {
                std::string_view name;
                name = valueOr(f.get_string(), name);
                type = J::typeFromName(name);
                wireName =
                    type == EventType::Unknown ? J::nameToString(name) : eventTypeNameString(type);
            } else {
                wireName = J::toString(f);
                type = J::typeFromName(wireName);
                if (type != EventType::Unknown)
                    wireName = eventTypeNameString(type);
            }
        } else if (keyIs(key, "data"_L1)) {
            data = f;
        } else {
            payloadKeys = true;
        }
    });

    if (!haveType) {
        if (sseEvent.isEmpty()) {
            setMalformed(ev,
                         QCoreApplication::translate(
                             "EventDecoder", "the JSON has no type and the frame no event name"),
                         -1);
            return;
        }
        // The SDKs' servers name the type only on the `event:` line: that is no fault. A type
        // that is there but unusable was reported above; say what stood in for it.
        type = eventTypeFromName(sseEvent);
        wireName =
            type == EventType::Unknown ? QString::fromUtf8(sseEvent) : eventTypeNameString(type);
        if (haveTypeKey)
            r.problem(QCoreApplication::translate("EventDecoder",
                                                  "type: unusable; used the SSE event name \"%1\"")
                          .arg(wireName));
    } else if (!sseEvent.isEmpty() && sseEvent != "message" &&
               (type != EventType::Unknown ? eventTypeFromName(sseEvent) != type
                                           : QString::fromUtf8(sseEvent) != wireName)) {
        // "message" is what a generic SSE layer names an event it was not told about.
        r.problem(QCoreApplication::translate("EventDecoder",
                                              "type: \"%1\" differs from the SSE event name \"%2\"")
                      .arg(wireName, QString::fromUtf8(sseEvent)));
    }
    ev.typeName = wireName;

    const std::optional<qint64> idSeq = parseSseId(ev.sseId);
    if (!haveSeq) {
        if (idSeq) {
            ev.seq = *idSeq;
            if (haveSeqKey)
                r.problem(
                    QCoreApplication::translate("EventDecoder", "seq: unusable; used the SSE id %1")
                        .arg(*idSeq));
        } else {
            r.problem(QCoreApplication::translate("EventDecoder", "seq: missing or unusable"));
        }
    } else if (!ev.sseId.isEmpty() && (!idSeq || *idSeq != ev.seq)) {
        r.problem(
            QCoreApplication::translate("EventDecoder", "seq: %1 differs from the SSE id \"%2\"")
                .arg(ev.seq)
                .arg(QString::fromUtf8(ev.sseId)));
    }

    // A data object carries the payload (with the same fields maybe beside it); without one,
    // the payload is the object itself. A lone non-object `data` is an envelope gone wrong.
    const bool dataIsObject = data && J::isObject(*data);
    if (dataIsObject)
        ev.shape = payloadKeys ? EventShape::Both : EventShape::Envelope;
    else if (payloadKeys || !data)
        ev.shape = EventShape::Flat;
    else
        ev.shape = EventShape::Envelope;

    if (type == EventType::Unknown) {
        ev.type = EventType::Unknown;
        ev.payload = UnknownEvent{};
        return;
    }
    if (dataIsObject) {
        ev.type = type;
        ev.payload = readData<J>(type, r, *data, Path{nullptr, "data"_L1, -1});
        return;
    }
    if (ev.shape == EventShape::Flat) {
        ev.type = type;
        ev.payload = readData<J>(type, r, root, Path{nullptr, {}, -1});
        return;
    }
    if (J::isNull(*data)) {
        if (dataOptional(type)) {
            ev.type = type;
            ev.payload = type == EventType::Started ? EventPayload(StartedEvent{})
                                                    : EventPayload(CancelledEvent{});
            return;
        }
        setMalformed(ev,
                     QCoreApplication::translate("EventDecoder",
                                                 "data: null; a %1 event needs a data object")
                         .arg(wireName),
                     -1);
        return;
    }
    setMalformed(ev,
                 QCoreApplication::translate("EventDecoder", "data: expected an object, got %1")
                     .arg(J::typeLabel(*data)),
                 -1);
}

// decode()'s fast path over an On-Demand document: the frames a run is made of — an envelope
// whose seq and type come before its data object, or a flat payload whose type is in the JSON
// or on the `event:` line — when nothing in them needs a note. False means "not decided here"
// (a problem to word, a rarer shape, anything invalid): the caller then takes the DOM path,
// which gives every such frame exactly the event it always did. `ev` is left alone then.
bool readEnvelopeOnDemand(simdjson::ondemand::document& doc, const char* input,
                          QByteArrayView sseEvent, EventType sseType, QByteArrayView sseId,
                          OdBuiltCache& built, RunEvent& ev, bool forIndex)
{
    simdjson::ondemand::object root;
    if (doc.get_object().get(root) != simdjson::SUCCESS)
        return false;
    OdState st;
    st.built = &built;
    st.input = input;
    st.raw = &ev.raw;
    QStringList problems;
    Reader<OnDemand> r(&problems, forIndex);
    bool haveSeq = false;
    bool haveType = false;
    bool haveData = false;
    bool payloadKeys = false;
    qint64 seq = -1;
    EventType type = EventType::Unknown;
    EventPayload payload;

    for (auto result : root) {
        simdjson::ondemand::field field;
        std::string_view key;
        if (std::move(result).get(field) != simdjson::SUCCESS || !OnDemand::keyOf(field, key))
            return false;
        simdjson::ondemand::value& value = field.value();
        if (keyIs(key, "seq"_L1)) {
            int64_t i = 0;
            if (haveSeq || value.get_int64().get(i) != simdjson::SUCCESS || i < 0)
                return false;
            seq = i;
            haveSeq = true;
        } else if (keyIs(key, "type"_L1)) {
            if (haveType || OnDemand::kindOf(value, st) != OnDemand::Kind::String)
                return false;
            const std::string_view name = OnDemand::stringOf(value, st);
            // Usually the `event:` line says the same: no second lookup then.
            type =
                sseType != EventType::Unknown &&
                        QByteArrayView(name.data(), static_cast<qsizetype>(name.size())) == sseEvent
                    ? sseType
                    : OnDemand::typeFromName(name);
            if (st.failed || type == EventType::Unknown)
                return false;
            haveType = true;
        } else if (keyIs(key, "data"_L1)) {
            if (haveData || payloadKeys || !haveType ||
                OnDemand::kindOf(value, st) != OnDemand::Kind::Object)
                return false;
            haveData = true;
            const char* const before = OnDemand::location(value);
            payload = readData<OnDemand>(type, r, OdValue{value, nullptr, &st},
                                         Path{nullptr, "data"_L1, -1});
            if (st.failed || !problems.isEmpty())
                return false;
            // A type with nothing to read (`started`) leaves its data alone: walk it, or
            // simdjson skips it by counting brackets of any kind and `{]` passes.
            if (OnDemand::location(value) == before) {
                OnDemand::walk<false>(value, st, 1);
                if (st.failed)
                    return false;
            }
        } else {
            if (haveData)
                return false; // fields beside a data object: EventShape::Both
            payloadKeys = true;
        }
    }

    if (!haveType) {
        if (sseType == EventType::Unknown)
            return false;
        type = sseType;
    } else if (!sseEvent.isEmpty() && sseEvent != "message" && sseType != type) {
        return false;
    }
    const std::optional<qint64> idSeq = parseSseId(sseId);
    if (!haveSeq) {
        if (!idSeq)
            return false;
        seq = *idSeq;
    } else if (!sseId.isEmpty() && (!idSeq || *idSeq != seq)) {
        return false;
    }

    EventShape shape = EventShape::Envelope;
    if (!haveData) {
        // Flat: a second pass reads the payload from the root object itself (and walks the
        // seq and type read above, which the first pass did not validate).
        bool hasFields = false; // what reset() answers
        if (!payloadKeys || root.reset().get(hasFields) != simdjson::SUCCESS || !hasFields)
            return false;
        payload = readData<OnDemand>(type, r, OdValue{{}, &root, &st}, Path{nullptr, {}, -1});
        if (st.failed || !problems.isEmpty())
            return false;
        // Likewise a flat payload no reader went over: every field is walked here.
        if (!st.rootIterated) {
            if (root.reset().get(hasFields) != simdjson::SUCCESS || !hasFields)
                return false;
            OnDemand::forEachField(OdValue{{}, &root, &st},
                                   [](std::string_view, const OdValue&) {});
            if (st.failed)
                return false;
        }
        shape = EventShape::Flat;
    }
    // Nothing may follow the object: at the end, the document has no current location.
    const char* at = nullptr;
    if (doc.current_location().get(at) != simdjson::OUT_OF_BOUNDS)
        return false;

    ev.seq = seq;
    ev.type = type;
    ev.shape = shape;
    ev.typeName = eventTypeNameString(type);
    ev.payload = std::move(payload);
    return true;
}

// The first byte of `s` that cannot stand in a JSON string as it is — a quote, a backslash or a
// control character — or s.size() when there is none.
qsizetype plainStringLength(QByteArrayView s)
{
    const char* const begin = s.data();
    const char* p = begin;
    const char* const end = begin + s.size();
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i control = _mm_set1_epi8(0x1F);
    for (; end - p >= 16; p += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i stop =
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                         _mm_cmpeq_epi8(_mm_min_epu8(v, control), v)); // v <= 0x1F
        if (const int mask = _mm_movemask_epi8(stop))
            return (p - begin) + __builtin_ctz(static_cast<unsigned>(mask));
    }
#endif
    for (; p != end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"' || c == '\\' || c < 0x20)
            break;
    }
    return p - begin;
}

// Whether `data` holds the string literal `lit` (without its NUL) at `at`: a fixed-size compare
// the compiler inlines.
template <std::size_t N> bool literalAt(QByteArrayView data, qsizetype at, const char (&lit)[N])
{
    constexpr auto size = static_cast<qsizetype>(N - 1);
    return data.size() - at >= size && std::memcmp(data.data() + at, lit, N - 1) == 0;
}

// decode()'s fastest path, for the frame a streaming run is mostly made of, exactly as the server
// writes it: {"seq":N,"type":"assistant_delta","data":{"text":"…"}} (or thinking_delta), or the
// SDKs' flat {"seq":N,"text":"…"} under such an `event:` name, with no space, no escape in the
// text, and nothing that needs a note. The template is matched byte for byte and the text checked
// to be valid UTF-8 without quote, backslash or control character, so this is the JSON the other
// paths would accept and read the same (tst_eventdecoder::fastPathMatchesReference,
// fuzz_eventdecoder). False for anything else, which then takes the other paths: `ev` is left
// alone.
bool decodePlainDelta(QByteArrayView data, QByteArrayView sseEvent, EventType sseType,
                      QByteArrayView sseId, RunEvent& ev)
{
    static constexpr char seqKey[] = R"({"seq":)";
    static constexpr char typeKey[] = R"(,"type":")";
    static constexpr char dataKey[] = R"(","data":{"text":")";
    static constexpr char flatKey[] = R"(,"text":")";
    if (!literalAt(data, 0, seqKey))
        return false;
    qsizetype at = sizeof(seqKey) - 1;
    // A JSON integer without sign or leading zero, small enough for qint64.
    qint64 seq = 0;
    const qsizetype digitsFrom = at;
    for (; at < data.size() && data[at] >= '0' && data[at] <= '9'; ++at) {
        if (at - digitsFrom < 18) // more are refused below; never past qint64
            seq = seq * 10 + (data[at] - '0');
    }
    const qsizetype digits = at - digitsFrom;
    if (digits == 0 || digits > 18 || (digits > 1 && data[digitsFrom] == '0'))
        return false;
    EventType type = EventType::Unknown;
    EventShape shape = EventShape::Envelope;
    if (literalAt(data, at, flatKey)) {
        // The official SDKs' servers: {"seq":N,"text":"…"}, the type on the `event:` line.
        if (sseType != EventType::AssistantDelta && sseType != EventType::ThinkingDelta)
            return false;
        type = sseType;
        shape = EventShape::Flat;
        at += sizeof(flatKey) - 1;
    } else {
        if (!literalAt(data, at, typeKey))
            return false;
        at += sizeof(typeKey) - 1;
        if (literalAt(data, at, "assistant_delta")) {
            type = EventType::AssistantDelta;
            at += sizeof("assistant_delta") - 1;
        } else if (literalAt(data, at, "thinking_delta")) {
            type = EventType::ThinkingDelta;
            at += sizeof("thinking_delta") - 1;
        } else {
            return false;
        }
        if (!literalAt(data, at, dataKey))
            return false;
        at += sizeof(dataKey) - 1;
    }
    const QByteArrayView text = data.sliced(at);
    const qsizetype length = plainStringLength(text);
    const QByteArrayView end = text.sliced(length);
    const bool closed = shape == EventShape::Flat ? end.size() == 2 && literalAt(end, 0, R"("})")
                                                  : end.size() == 3 && literalAt(end, 0, R"("}})");
    if (!closed)
        return false;
    if (!simdjson::validate_utf8(text.data(), static_cast<std::size_t>(length)))
        return false;
    // What readEnvelopeOnDemand() would have a note about goes there.
    if (!sseEvent.isEmpty() && sseEvent != "message" && sseType != type)
        return false;
    if (!sseId.isEmpty()) {
        const std::optional<qint64> idSeq = parseSseId(sseId);
        if (!idSeq || *idSeq != seq)
            return false;
    }
    ev.seq = seq;
    ev.type = type;
    ev.shape = shape;
    ev.typeName = eventTypeNameString(type);
    ev.payload = TextDelta{JsonText::fromUtf8(ev.raw, at, length)};
    return true;
}

} // namespace

// ---------------------------------------------------------------------------

struct EventDecoder::Private
{
    simdjson::ondemand::parser onDemand; // the fast path
    OdBuiltCache built;
    simdjson::dom::parser parser; // the validating path for everything else
    // The frame copied into simdjson's required padding, reused across frames.
    std::unique_ptr<char[]> buffer;
    std::size_t capacity = 0;

    const char* padded(QByteArrayView data)
    {
        const auto size = static_cast<std::size_t>(data.size());
        if (capacity < size + simdjson::SIMDJSON_PADDING) {
            capacity = std::max<std::size_t>(size + simdjson::SIMDJSON_PADDING, 4096);
            buffer = std::make_unique<char[]>(capacity);
        }
        if (size != 0)
            std::memcpy(buffer.get(), data.data(), size);
        std::memset(buffer.get() + size, 0, simdjson::SIMDJSON_PADDING);
        return buffer.get();
    }
};

EventDecoder::EventDecoder()
    : d(std::make_unique<Private>())
{}

EventDecoder::~EventDecoder() = default;
EventDecoder::EventDecoder(EventDecoder&&) noexcept = default;
EventDecoder& EventDecoder::operator=(EventDecoder&&) noexcept = default;

RunEvent EventDecoder::decode(QByteArrayView data, QByteArrayView sseEvent, QByteArrayView sseId)
{
    return decodeWith(data, sseEvent, sseId, true);
}

RunEvent EventDecoder::decodeReference(QByteArrayView data, QByteArrayView sseEvent,
                                       QByteArrayView sseId)
{
    return decodeWith(data, sseEvent, sseId, false);
}

RunEvent EventDecoder::decodeForIndex(QByteArrayView data)
{
    return decodeWith(data, {}, {}, true, true);
}

RunEvent EventDecoder::decodeWith(QByteArrayView data, QByteArrayView sseEvent,
                                  QByteArrayView sseId, bool fast, bool forIndex)
{
    RunEvent ev;
    ev.raw = data.toByteArray();
    const EventType sseType = eventTypeFromName(sseEvent);
    ev.sseEvent = sseEventBytes(sseEvent, sseType);
    if (!sseId.isEmpty())
        ev.sseId = sseId.toByteArray();

    if (data.trimmed().isEmpty()) {
        ev.typeName = QString::fromUtf8(sseEvent);
        ev.seq = parseSseId(sseId).value_or(-1);
        setMalformed(ev, QCoreApplication::translate("EventDecoder", "empty data"), 0);
        return ev;
    }

    if (fast && decodePlainDelta(data, sseEvent, sseType, sseId, ev))
        return ev;
    const char* const padded = d->padded(data);
    if (fast) {
        simdjson::ondemand::document doc;
        if (d->onDemand.iterate(padded, static_cast<std::size_t>(data.size()), d->capacity)
                    .get(doc) == simdjson::SUCCESS &&
            readEnvelopeOnDemand(doc, padded, sseEvent, sseType, sseId, d->built, ev, forIndex))
            return ev;
    }

    simdjson::dom::element root;
    const simdjson::error_code error =
        d->parser.parse(padded, static_cast<std::size_t>(data.size()), false).get(root);
    if (error == simdjson::SUCCESS) {
        if (root.type() != simdjson::dom::element_type::OBJECT) {
            ev.typeName = QString::fromUtf8(sseEvent);
            ev.seq = parseSseId(sseId).value_or(-1);
            setMalformed(ev,
                         QCoreApplication::translate("EventDecoder", "not a JSON object but %1")
                             .arg(SimdJson::typeLabel(root)),
                         0);
            return ev;
        }
        readEnvelope<SimdJson>(root, ev, sseEvent);
        return ev;
    }

    // simdjson refuses some valid JSON: numbers beyond double, nesting beyond
    // its depth limit, and lone surrogate escapes, which a JavaScript server
    // sends when it cuts a delta inside a surrogate pair. Qt's parser decides
    // those. It is laxer elsewhere (raw control characters in strings), so it
    // only gets the say for these errors; on a real error it knows the offset.
    QJsonParseError qtError{};
    const QJsonDocument doc = parseJson(ev.raw, &qtError);
    const bool qtMayDecide = error == simdjson::NUMBER_ERROR || error == simdjson::DEPTH_ERROR ||
                             error == simdjson::CAPACITY ||
                             (error == simdjson::STRING_ERROR && escapesAreWellFormed(data));
    if (qtError.error == QJsonParseError::NoError && qtMayDecide && doc.isObject()) {
        readEnvelope<QtJson>(QJsonValue(doc.object()), ev, sseEvent);
        return ev;
    }
    ev.typeName = QString::fromUtf8(sseEvent);
    ev.seq = parseSseId(sseId).value_or(-1);
    if (qtError.error != QJsonParseError::NoError) {
        // Qt may point one past the end of a truncated frame.
        const qint64 offset = std::min<qint64>(qtError.offset, data.size());
        setMalformed(ev,
                     QCoreApplication::translate("EventDecoder", "invalid JSON at byte %1: %2")
                         .arg(offset)
                         .arg(qtError.errorString()),
                     offset);
    } else if (qtMayDecide && !doc.isNull()) {
        setMalformed(ev, QCoreApplication::translate("EventDecoder", "not a JSON object"), 0);
    } else {
        setMalformed(ev,
                     QCoreApplication::translate("EventDecoder", "invalid JSON: %1")
                         .arg(QString::fromUtf8(simdjson::error_message(error))),
                     -1);
    }
    return ev;
}

EventPayload EventDecoder::decodePayload(EventType type, const QJsonObject& data,
                                         QStringList* problems)
{
    Reader<QtJson> r(problems);
    return readData<QtJson>(type, r, QJsonValue(data), Path{nullptr, "data"_L1, -1});
}

} // namespace mantyx
