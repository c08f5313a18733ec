// SPDX-License-Identifier: MIT
// Backoff: reconnect and retry delays with exponential growth and jitter, honouring what the
// server asks for (SSE `retry:`, HTTP `Retry-After`), so many clients never retry in lockstep.
#pragma once

#include <optional>

#include <QRandomGenerator>
#include <QtGlobal>

namespace mantyx {

struct BackoffPolicy
{
    int initialMs = 500; // the first delay after a failure (before jitter)
    int maxMs = 30000;   // the cap of the exponential growth
    double multiplier = 2.0;
    double jitter = 0.5; // 0: none; 0.5: the delay lies in [base/2, base]
    // What a server may ask for, by a Retry-After header or an SSE `retry:` field alike; more
    // is clamped to it, so no server can park a client for hours.
    int maxServerDelayMs = DefaultMaxServerDelayMs;

    static constexpr int DefaultMaxServerDelayMs = 5 * 60 * 1000;
};

class Backoff final
{
public:
    using Policy = BackoffPolicy;

    Backoff();
    explicit Backoff(Policy policy);

    void setPolicy(const Policy& policy) { m_policy = policy; }
    const Policy& policy() const { return m_policy; }
    // Deterministic jitter for tests.
    void seed(quint32 seed) { m_random.seed(seed); }

    // Counts one more failure and returns the delay before the next attempt. `serverRetryMs`
    // (the stream's last `retry:` field) replaces the initial delay, as the WHATWG rules say;
    // `retryAfterMs` (from a Retry-After header) is a floor the jitter never goes below. Both
    // are clamped to Policy::maxServerDelayMs first.
    int nextDelayMs(std::optional<qint64> serverRetryMs = std::nullopt,
                    std::optional<qint64> retryAfterMs = std::nullopt);
    // Progress was made: the next failure starts from the initial delay again.
    void reset() { m_failures = 0; }
    int failures() const { return m_failures; }

private:
    Policy m_policy;
    QRandomGenerator m_random;
    int m_failures = 0;
};

} // namespace mantyx
