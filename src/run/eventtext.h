// SPDX-License-Identifier: MIT
// EventText: the plain-text pieces every text view of a run is made of — an event as one line
// ("#seq type details", what mantyx-run prints), JSON written compactly or indented, a quoted
// string, a plan step's check mark, token usage — so the timeline's rows and dumps and the
// command line say the same things in the same words.
#pragma once

#include <optional>

#include <QJsonValue>
#include <QString>

#include "protocol/runevent.h"

namespace mantyx::eventtext {

// The one-line form of an event: "#seq type details", the details depending on the type
// (unknown types show their payload as compact JSON). What it quotes is not escaped: pass the
// line through displaytext::singleLine() before it reaches a terminal.
QString oneLine(const RunEvent& event);

// A JSON string literal of `text`: one line whatever the text holds, cut past `maxChars`
// characters with an ellipsis.
QString quoted(QString text, qsizetype maxChars = 300);

// `value` as compact JSON (a scalar as JSON writes it inside an array), cut past `maxChars`
// characters with an ellipsis; a negative `maxChars` never cuts.
QString compactJson(const QJsonValue& value, qsizetype maxChars = -1);

// `value` as indented JSON, trimmed; a scalar as compactJson() writes it; empty when undefined.
QString prettyJson(const QJsonValue& value);

// A plan step's status as a check box: "[x]" done, "[>]" in progress, "[ ]" pending, "[?]".
QString stepMark(PlanStepStatus status);

// "tokens in=… out=… cached=… reasoning=… turns=… model=…", the parts that are known; empty when
// none is.
QString usageLine(const std::optional<TokenUsage>& tokens, const std::optional<int>& turns,
                  const std::optional<ModelInfo>& model);

} // namespace mantyx::eventtext
