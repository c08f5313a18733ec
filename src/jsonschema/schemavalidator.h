// SPDX-License-Identifier: MIT
// SchemaValidator: checks a JSON value against a JSON Schema (valijson, draft 7 by default) — a
// call's args against the tool's `parameters` / `inputSchema` before anything runs, a result
// against a local tool's `outputSchema`, a run's final text against the run's `outputSchema`
// (wire-protocol §7) — and reports violations by path instead of throwing.
#pragma once

#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace mantyx {

struct SchemaViolation
{
    // Where in the checked value, in the project's JsonPath grammar (protocol/jsonpath.h):
    // `items[2].name`, `tags["odd key"]`; the empty string is the checked value itself.
    // JsonPath::valueAt(instance, path) finds the offending value.
    QString path;
    // Readable English from the validator, e.g. "Missing required property 'to'." (valijson's
    // wording; its nested "Failed to validate …" summaries are dropped when a more precise
    // violation below them says the same thing).
    QString message;

    friend bool operator==(const SchemaViolation&, const SchemaViolation&) = default;
};

// Cheap to copy: copies share the compiled schema, which is immutable.
class SchemaValidator final
{
    Q_DECLARE_TR_FUNCTIONS(SchemaValidator)

public:
    // Compiles `schema` once; `isValid()` is false with `schemaError()` when the schema itself is
    // unusable (a malformed keyword, a remote `$ref`, a regular expression std::regex rejects).
    // Never throws. The draft is taken from `$schema` (draft-03, draft-04, else draft 7); an
    // empty schema accepts everything.
    explicit SchemaValidator(const QJsonObject& schema);
    ~SchemaValidator();
    SchemaValidator(const SchemaValidator&);
    SchemaValidator& operator=(const SchemaValidator&);
    SchemaValidator(SchemaValidator&&) noexcept;
    SchemaValidator& operator=(SchemaValidator&&) noexcept;

    bool isValid() const;
    QString schemaError() const; // translated; empty when valid
    QJsonObject schema() const;

    // Every violation, in the validator's order; empty when `instance` conforms. With an
    // unusable schema the list holds one violation at "" carrying schemaError().
    QList<SchemaViolation> validate(const QJsonValue& instance) const;

    // The §7 check of a final reply: parse `text` as JSON, then validate. A typed outcome, never
    // a crash. Any JSON value parses (not just objects); leading/trailing whitespace is allowed.
    struct TextOutcome
    {
        bool parsed = false;
        QString parseError; // translated, with the offset; set when !parsed
        std::optional<QJsonValue> value;
        QList<SchemaViolation> violations;

        bool valid() const { return parsed && violations.isEmpty(); }
    };
    TextOutcome validateText(const QString& text) const;

    // One line per violation ("path: message", or the message alone at the root), for an error
    // answer or a tooltip. At most `limit` lines, then "… and N more".
    static QString describe(const QList<SchemaViolation>& violations, int limit = 20);

private:
    struct Compiled;
    std::shared_ptr<const Compiled> m_compiled;
};

} // namespace mantyx
