// SPDX-License-Identifier: MIT
// Backoff: the delay arithmetic (exponential, capped, equal-jitter, server floors).
#include "client/backoff.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mantyx {

Backoff::Backoff()
    : Backoff(Policy{})
{}

Backoff::Backoff(Policy policy)
    : m_policy(policy)
    , m_random(QRandomGenerator::global()->generate())
{}

int Backoff::nextDelayMs(std::optional<qint64> serverRetryMs, std::optional<qint64> retryAfterMs)
{
    ++m_failures;
    const auto serverDelay = [this](qint64 ms) {
        return double(std::clamp<qint64>(ms, 0, qint64(std::max(0, m_policy.maxServerDelayMs))));
    };
    const double initial = serverRetryMs ? serverDelay(*serverRetryMs) : double(m_policy.initialMs);
    // A server that asks for more than our cap gets what it asked for.
    const double cap = std::max(double(m_policy.maxMs), serverRetryMs ? initial : 0.0);
    const double growth = std::pow(std::max(1.0, m_policy.multiplier), m_failures - 1);
    const double base = std::min(cap, initial * growth);
    const double jitter = std::clamp(m_policy.jitter, 0.0, 1.0);
    double delay = base * (1.0 - jitter) + base * jitter * m_random.generateDouble();
    if (retryAfterMs) {
        const double floor = serverDelay(*retryAfterMs);
        if (delay < floor) // still spread clients that got the same Retry-After a little
            delay = floor + floor * 0.1 * jitter * m_random.generateDouble();
    }
    // Nothing a server says waits longer than the cap, jitter included.
    delay = std::min(delay, std::max(double(m_policy.maxServerDelayMs), double(m_policy.maxMs)));
    return int(std::clamp(std::llround(delay), 0LL, qint64(std::numeric_limits<int>::max())));
}

} // namespace mantyx
