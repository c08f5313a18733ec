// SPDX-License-Identifier: MIT
// SpecIssue: one problem a validator found in a request body, addressed by JSON path and a
// stable rule id so the spec editor, the CLI and the sandbox server can all act on it.
#pragma once

#include <QList>
#include <QString>

#include "protocol/severity.h"

class QDebug;

namespace mantyx {

struct SpecIssue
{
    // Error: the server rejects the body (400 invalid_request); Warning: accepted, but probably
    // not what the author meant. Validators do not emit Info.
    Severity severity = Severity::Error;
    QString path;    // JsonPath spelling, e.g. `tools[2].name`; empty for the document itself
    QString message; // translated sentence naming the limit and the actual value
    QString rule;    // stable machine id, e.g. "tool.name.pattern"

    friend bool operator==(const SpecIssue&, const SpecIssue&) = default;
};

// True when any issue is an Error (warnings alone do not block sending).
bool hasErrors(const QList<SpecIssue>& issues);

QDebug operator<<(QDebug debug, const SpecIssue& issue);

} // namespace mantyx
