// SPDX-License-Identifier: MIT
// A valijson adapter over QJsonValue for SchemaValidator only (include it from .cpp files): the
// one valijson ships reads integers through QJsonValue::toInt(), so 2^31 and above fail
// `"type": "integer"` — epoch milliseconds, byte counts and ids among them. Same shape as
// valijson's qtjson_adapter.hpp, with integers taken from the double exactly.
#pragma once

// valijson aborts the process on a bad schema unless it may throw; it must throw here.
#ifndef VALIJSON_USE_EXCEPTIONS
#define VALIJSON_USE_EXCEPTIONS 1
#endif

#include <cmath>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <utility>

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <valijson/exceptions.hpp>
#include <valijson/internal/adapter.hpp>
#include <valijson/internal/basic_adapter.hpp>
#include <valijson/internal/frozen_value.hpp>

namespace mantyx::schemaadapter {

class Adapter;
class ArrayIterator;
class MemberIterator;
using Member = std::pair<std::string, Adapter>;

class Array
{
public:
    using const_iterator = ArrayIterator;
    using iterator = ArrayIterator;

    Array() = default;
    explicit Array(const QJsonValue& value)
        : m_array(value.toArray())
    {
        if (!value.isArray())
            valijson::throwRuntimeError("Value is not an array.");
    }
    ArrayIterator begin() const;
    ArrayIterator end() const;
    size_t size() const { return size_t(m_array.size()); }

private:
    QJsonArray m_array;
};

class Object
{
public:
    using const_iterator = MemberIterator;
    using iterator = MemberIterator;

    Object() = default;
    explicit Object(const QJsonValue& value)
        : m_object(value.toObject())
    {
        if (!value.isObject())
            valijson::throwRuntimeError("Value is not an object.");
    }
    MemberIterator begin() const;
    MemberIterator end() const;
    MemberIterator find(const std::string& propertyName) const;
    size_t size() const { return size_t(m_object.size()); }

private:
    QJsonObject m_object;
};

class FrozenValue final : public valijson::adapters::FrozenValue
{
public:
    explicit FrozenValue(QJsonValue value)
        : m_value(std::move(value))
    {}
    valijson::adapters::FrozenValue* clone() const override { return new FrozenValue(m_value); }
    bool equalTo(const valijson::adapters::Adapter& other, bool strict) const override;

private:
    QJsonValue m_value;
};

class Value
{
public:
    Value() = default;
    Value(QJsonValue value) // NOLINT: BasicAdapter converts implicitly
        : m_value(std::move(value))
    {}

    valijson::adapters::FrozenValue* freeze() const { return new FrozenValue(m_value); }

    std::optional<Array> getArrayOptional() const
    {
        if (m_value.isArray())
            return std::make_optional(Array(m_value));
        return {};
    }
    bool getArraySize(size_t& result) const
    {
        if (!m_value.isArray())
            return false;
        result = size_t(m_value.toArray().size());
        return true;
    }
    bool getBool(bool& result) const
    {
        if (!m_value.isBool())
            return false;
        result = m_value.toBool();
        return true;
    }
    bool getDouble(double& result) const
    {
        if (!m_value.isDouble())
            return false;
        result = m_value.toDouble();
        return true;
    }
    bool getInteger(int64_t& result) const
    {
        if (!isInteger())
            return false;
        result = int64_t(m_value.toDouble());
        return true;
    }
    std::optional<Object> getObjectOptional() const
    {
        if (m_value.isObject())
            return std::make_optional(Object(m_value));
        return {};
    }
    bool getObjectSize(size_t& result) const
    {
        if (!m_value.isObject())
            return false;
        result = size_t(m_value.toObject().size());
        return true;
    }
    bool getString(std::string& result) const
    {
        if (!m_value.isString())
            return false;
        result = m_value.toString().toStdString();
        return true;
    }

    static bool hasStrictTypes() { return true; }
    bool isArray() const { return m_value.isArray(); }
    bool isBool() const { return m_value.isBool(); }
    bool isDouble() const { return m_value.isDouble(); }
    // A whole number that an int64 holds exactly (|x| < 2^63).
    bool isInteger() const
    {
        if (!m_value.isDouble())
            return false;
        const double d = m_value.toDouble();
        return std::isfinite(d) && std::trunc(d) == d && std::fabs(d) < 9223372036854775808.0;
    }
    bool isNull() const { return m_value.isNull(); }
    bool isNumber() const { return m_value.isDouble(); }
    bool isObject() const { return m_value.isObject(); }
    bool isString() const { return m_value.isString(); }

private:
    QJsonValue m_value;
};

class Adapter final : public valijson::adapters::BasicAdapter<Adapter, Array, Member, Object, Value>
{
public:
    // No default constructor: BasicAdapter's is deleted (its value member is const).
    Adapter(const QJsonValue& value) // NOLINT: iterators convert implicitly
        : BasicAdapter(value)
    {}
};

class ArrayIterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = Adapter;
    using difference_type = std::ptrdiff_t;
    using pointer = Adapter*;
    using reference = Adapter&;

    explicit ArrayIterator(QJsonArray::const_iterator it)
        : m_it(it)
    {}
    Adapter operator*() const { return Adapter(*m_it); }
    valijson::adapters::DerefProxy<Adapter> operator->() const
    {
        return valijson::adapters::DerefProxy<Adapter>(**this);
    }
    bool operator==(const ArrayIterator& other) const { return m_it == other.m_it; }
    bool operator!=(const ArrayIterator& other) const { return m_it != other.m_it; }
    const ArrayIterator& operator++()
    {
        ++m_it;
        return *this;
    }
    ArrayIterator operator++(int)
    {
        ArrayIterator before(m_it);
        ++m_it;
        return before;
    }
    const ArrayIterator& operator--()
    {
        --m_it;
        return *this;
    }
    void advance(std::ptrdiff_t n) { m_it += n; }

private:
    QJsonArray::const_iterator m_it;
};

class MemberIterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = Member;
    using difference_type = std::ptrdiff_t;
    using pointer = Member*;
    using reference = Member&;

    explicit MemberIterator(QJsonObject::const_iterator it)
        : m_it(it)
    {}
    Member operator*() const { return Member(m_it.key().toStdString(), Adapter(m_it.value())); }
    valijson::adapters::DerefProxy<Member> operator->() const
    {
        return valijson::adapters::DerefProxy<Member>(**this);
    }
    bool operator==(const MemberIterator& other) const { return m_it == other.m_it; }
    bool operator!=(const MemberIterator& other) const { return m_it != other.m_it; }
    const MemberIterator& operator++()
    {
        ++m_it;
        return *this;
    }
    MemberIterator operator++(int)
    {
        MemberIterator before(m_it);
        ++m_it;
        return before;
    }
    const MemberIterator& operator--()
    {
        --m_it;
        return *this;
    }

private:
    QJsonObject::const_iterator m_it;
};

inline bool FrozenValue::equalTo(const valijson::adapters::Adapter& other, bool strict) const
{
    return Adapter(m_value).equalTo(other, strict);
}
inline ArrayIterator Array::begin() const
{
    return ArrayIterator(m_array.begin());
}
inline ArrayIterator Array::end() const
{
    return ArrayIterator(m_array.end());
}
inline MemberIterator Object::begin() const
{
    return MemberIterator(m_object.begin());
}
inline MemberIterator Object::end() const
{
    return MemberIterator(m_object.end());
}
inline MemberIterator Object::find(const std::string& propertyName) const
{
    return MemberIterator(m_object.find(QString::fromStdString(propertyName)));
}

} // namespace mantyx::schemaadapter

template <> struct valijson::adapters::AdapterTraits<mantyx::schemaadapter::Adapter>
{
    using DocumentType = QJsonValue;
    static std::string adapterName() { return "MantyxQJsonAdapter"; }
};
