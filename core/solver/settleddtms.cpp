#include "solver/settleddtms.h"

namespace rampart {

std::optional<SolverValue> SettledDtms::value(std::uint64_t key) const {
    const Snapshot *s = m_current.load(std::memory_order_acquire);
    if (!s) return std::nullopt;
    const auto it = s->values.find(key);
    if (it == s->values.end()) return std::nullopt;
    return it->second;
}

std::vector<Move> SettledDtms::line(std::uint64_t start) const {
    const Snapshot *s = m_current.load(std::memory_order_acquire);
    if (!s) return {};
    const auto it = s->lines.find(start);
    return it == s->lines.end() ? std::vector<Move>{} : it->second;
}

std::vector<std::pair<std::uint64_t, SolverValue>> SettledDtms::values() const {
    const Snapshot *s = m_current.load(std::memory_order_acquire);
    if (!s) return {};
    return {s->values.begin(), s->values.end()};
}

std::vector<std::pair<std::uint64_t, std::vector<Move>>> SettledDtms::lines() const {
    const Snapshot *s = m_current.load(std::memory_order_acquire);
    if (!s) return {};
    return {s->lines.begin(), s->lines.end()};
}

template <typename Change> void SettledDtms::publish(Change change) {
    std::lock_guard lock(m_writing);
    const Snapshot *current = m_current.load(std::memory_order_relaxed);
    auto next = current ? std::make_unique<Snapshot>(*current) : std::make_unique<Snapshot>();
    change(*next);
    m_current.store(next.get(), std::memory_order_release);
    m_published.push_back(std::move(next));
}

void SettledDtms::add(const std::vector<std::pair<std::uint64_t, SolverValue>> &values) {
    if (values.empty()) return;
    publish([&](Snapshot &s) {
        for (const auto &[key, value] : values) {
            const auto [it, added] = s.values.emplace(key, value);
            if (!added) it->second = value.narrowedBy(it->second);
        }
    });
}

void SettledDtms::addLines(std::vector<std::pair<std::uint64_t, std::vector<Move>>> lines) {
    if (lines.empty()) return;
    publish([&](Snapshot &s) {
        for (auto &[start, line] : lines) s.lines[start] = std::move(line);
    });
}

void SettledDtms::clear() {
    std::lock_guard lock(m_writing);
    m_current.store(nullptr, std::memory_order_release);
    m_published.clear();
}

} // namespace rampart
