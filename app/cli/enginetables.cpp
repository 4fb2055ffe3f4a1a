#include "enginetables.h"

#include <algorithm>
#include <bit>

#include "chess/position.h"

#include "tables/tablebuilder.h"

namespace rampart::cli {

EngineTables::EngineTables(std::string cacheDir, bool mayBuild)
    : m_cacheDir(std::move(cacheDir))
    , m_mayBuild(mayBuild) {
    m_thread = std::thread([this] { run(); });
}

EngineTables::~EngineTables() {
    m_cancel.store(true);
    m_wake.notify_all();
    m_thread.join();
}

void EngineTables::waitForLoading() {
    std::unique_lock lock(m_mutex);
    m_wake.wait(lock, [this] { return m_loaded; });
}

std::vector<Material> EngineTables::reachableMaterials(const Position &root) {
    // The men besides the kings, as letters: White's upper case.
    std::string white, black;
    for (Bitboard b = root.pieces() & ~root.pieces(King); b;) {
        const Square s = Square(std::countr_zero(b));
        b &= b - 1;
        const Piece p = root.pieceOn(s);
        const char letter = "PNBRQK"[int(typeOf(p))];
        (colorOf(p) == White ? white : black) += letter;
    }
    // At most four men: the root's material; more: every pair of its men
    // (the rest captured). Smaller tables come in as dependencies.
    std::set<std::string> names;
    std::vector<std::pair<bool, char>> men; // (White's, letter)
    for (char c : white) men.push_back({true, c});
    for (char c : black) men.push_back({false, c});
    if (men.size() <= std::size_t(Material::MaxExtraMen)) {
        if (!men.empty()) names.insert("K" + white + "K" + black);
    } else {
        for (std::size_t i = 0; i < men.size(); ++i)
            for (std::size_t j = i + 1; j < men.size(); ++j) {
                std::string w, bl;
                for (const auto &[isWhite, letter] : {men[i], men[j]}) (isWhite ? w : bl) += letter;
                names.insert("K" + w + "K" + bl);
            }
    }
    std::vector<Material> out;
    for (const std::string &name : names)
        if (const auto m = Material::parse(name)) {
            const Material c = m->canonical();
            if (std::none_of(out.begin(), out.end(),
                             [&](const Material &x) { return x.name() == c.name(); }))
                out.push_back(c);
        }
    return out;
}

int EngineTables::need(const Position &root) {
    if (!m_mayBuild || std::popcount(root.pieces()) > BuildWithinMen) return 0;
    int queued = 0;
    std::lock_guard lock(m_mutex);
    for (const Material &m : reachableMaterials(root)) {
        if (m_registry.contains(m) || !m_requested.insert(m.name()).second) continue;
        m_queue.push_back(m);
        ++queued;
    }
    if (queued) m_wake.notify_all();
    return queued;
}

void EngineTables::run() {
    TableBuilder::Options load;
    load.threads = 1;
    load.cache.emplace(m_cacheDir);
    load.generateMissing = false;
    for (const Material &m : Material::allUpToFourMen()) {
        if (m_cancel.load()) break;
        TableBuilder(m_registry, load).build({m}, {}, &m_cancel);
    }
    {
        std::lock_guard lock(m_mutex);
        m_loaded = true;
    }
    m_wake.notify_all();
    TableBuilder::Options build = load;
    build.generateMissing = true;
    for (;;) {
        Material next;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_cancel.load() || !m_queue.empty(); });
            if (m_cancel.load()) return;
            next = m_queue.front();
            m_queue.pop_front();
        }
        // Saved to the cache too, so the next session loads it.
        TableBuilder(m_registry, build).build({next}, {}, &m_cancel);
    }
}

} // namespace rampart::cli
