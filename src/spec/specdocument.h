// SPDX-License-Identifier: MIT
// SpecDocument: the one spec the composer's forms, its raw JSON mode and its preview all edit —
// a JSON object kept verbatim (fields the forms do not know survive every edit), addressed by
// JsonPath, validated by SpecValidator after each change, with undo-friendly change signals.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

#include "protocol/specissue.h"
#include "protocol/specvalidator.h"

namespace mantyx {

class SpecDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpecDocument)

public:
    explicit SpecDocument(QObject* parent = nullptr);
    ~SpecDocument() override;

    // ---- The whole document.
    QJsonObject spec() const { return m_spec; }
    // Replaces everything (Open, a template, the raw JSON mode): one reset() signal.
    void setSpec(const QJsonObject& spec);
    // Validation mode: a run (the default) or a session's defaults (no prompt/messages needed).
    void setMode(SpecValidator::Mode mode);
    SpecValidator::Mode mode() const { return m_mode; }

    // ---- One field, by JsonPath (protocol/jsonpath.h): "model", "supervisor.interval",
    // "tools[2].parameters", "metadata[\"odd key\"]".
    QJsonValue value(const QString& path) const;
    bool contains(const QString& path) const;
    // Sets the value, creating parent objects as needed; an Undefined value removes the key
    // (and parents left empty by it, unless they were there before). Emits changed(path)
    // when the document changed. False when the path does not fit the document (an index
    // out of range, a parent that is not an object/array).
    bool setValue(const QString& path, const QJsonValue& value);
    bool remove(const QString& path) { return setValue(path, QJsonValue(QJsonValue::Undefined)); }

    // Shorthands for the tools list (the composer's tool editors work on these).
    QJsonArray tools() const { return m_spec.value(QLatin1StringView("tools")).toArray(); }
    void setTools(const QJsonArray& tools); // an empty array removes `tools`
    // The model-facing names of the spec's tools (name, or id / mcp tool names as the
    // protocol says), for the toolBudgets table and name collision checks.
    QStringList toolNames() const;

    // ---- Validation, recomputed after every change (synchronously; cheap).
    const QList<SpecIssue>& issues() const { return m_issues; }
    // Issues whose path is `path`, and with includeChildren also those that lie under it
    // ("tools[1]" then has "tools[1].name"'s; the empty path has every issue).
    QList<SpecIssue> issuesAt(const QString& path, bool includeChildren = false) const;
    bool hasErrors() const;
    // Validates again (the messages are translated when made: call this on LanguageChange).
    void refreshIssues() { revalidate(); }

signals:
    // One field changed through setValue()/setTools(): forms showing other fields keep their
    // state (cursor, focus); forms showing `path` or a parent/child of it refresh.
    void changed(const QString& path);
    // The whole document was replaced (setSpec()): every form reloads.
    void reset();
    void issuesChanged();

private:
    void revalidate();

    QJsonObject m_spec;
    SpecValidator::Mode m_mode = SpecValidator::Mode::Run;
    QList<SpecIssue> m_issues;
    // Objects setValue() created on the way to a key: removed again when a removal leaves them
    // empty (a `budgets` made for maxToolTurns goes with it; a `supervisor: {}` that was there
    // stays, because `{}` means something there).
    QSet<QString> m_createdParents;
};

} // namespace mantyx
