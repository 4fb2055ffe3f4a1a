// One built endgame table (any material with at most four men, see
// material.h): one byte per entry of its TableIndex, both sides to move.
//
// Stored byte (tablebyte.h reads it): 0 draw, 1 + plies to mate from the
// side to move's view (odd plies a win, even a loss; the winner mates as
// fast as possible, the loser defends as long as possible), 255 an illegal
// placement (kings adjacent, the side not to move in check) or an unused
// entry of the index.
//
// Entries hold positions without an en passant right; TableRegistry accounts
// for an en passant capture when probing a position that has one.
//
// Immutable once built; safe to read from any number of threads.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#include "tables/tablebyte.h"
#include "tables/tableindex.h"
#include "tables/tableprobe.h"

namespace rampart {

void adviseHugePages(void *p, std::size_t bytes);

// A table's bytes. Sized without being cleared first: every byte is written
// right after (by the generator or the decompressor), and clearing 209 MB
// was a quarter of the time to load the 35 four-man tables.
template <class T> struct UninitialisedAllocator : std::allocator<T> {
    template <class U> struct rebind { using other = UninitialisedAllocator<U>; };
    using std::allocator<T>::allocator;
    T *allocate(std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < HugeBlock) return std::allocator<T>::allocate(n);
        // A table's first touch faults in every page: huge pages, where the
        // system gives them on request, take one fault per 2 MB, not per 4 KB.
        void *p = std::aligned_alloc(HugeBlock, (bytes + HugeBlock - 1) / HugeBlock * HugeBlock);
        if (!p) throw std::bad_alloc();
        adviseHugePages(p, bytes);
        return static_cast<T *>(p);
    }
    void deallocate(T *p, std::size_t n) {
        if (n * sizeof(T) < HugeBlock)
            std::allocator<T>::deallocate(p, n);
        else
            std::free(p);
    }
    static constexpr std::size_t HugeBlock = std::size_t(2) << 20;
    template <class U> void construct(U *p) noexcept {
        ::new (static_cast<void *>(p)) U; // default-initialised: left as it is
    }
    template <class U, class... Args> void construct(U *p, Args &&...args) {
        ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
    }
};
using TableBytes = std::vector<std::uint8_t, UninitialisedAllocator<std::uint8_t>>;

class MaterialTable {
public:
    static constexpr std::uint8_t Draw = tablebyte::Draw;
    static constexpr std::uint8_t Illegal = tablebyte::Illegal;
    // Bumped whenever generation could give other values (cache files carry it).
    static constexpr std::uint32_t GeneratorVersion = 1;

    // values.size() must be TableIndex(material).size().
    MaterialTable(const Material &material, TableBytes values);

    const Material &material() const { return m_index.material(); }
    const TableIndex &index() const { return m_index; }
    const TableBytes &values() const { return m_values; }
    std::uint8_t value(std::uint32_t index) const { return m_values[index]; }
    // Illegal for placements the index refuses.
    std::uint8_t valueOf(const Placement &p) const {
        const std::int64_t i = m_index.indexOf(p);
        return i < 0 ? Illegal : m_values[std::size_t(i)];
    }

    // A stored byte as a probe result for the side to move (Illegal carries
    // no reason; the caller knows why).
    static TableProbe toProbe(std::uint8_t value);

    // The longest decided value in plies with this side to move (wins for
    // White to move in a canonical table are the published "longest win").
    int longestWinPlies(Color sideToMove) const { return longest().win[sideToMove]; }
    int longestLossPlies(Color sideToMove) const { return longest().loss[sideToMove]; }
    int maxPlies() const;
    std::size_t memoryBytes() const { return m_values.size(); }

    // Every stored (canonical, legal) entry with its placement and byte.
    void forEachEntry(const std::function<void(const Placement &, std::uint8_t)> &visit) const;

private:
    TableIndex m_index;
    TableBytes m_values;
    // Found on first use (a scan of every entry): loading all 35 tables
    // spent a sixth of its time there, for the statistics few users open.
    struct Longest {
        std::array<int, 2> win{}, loss{};
    };
    const Longest &longest() const;
    mutable std::once_flag m_longestOnce;
    mutable Longest m_longest;
};

} // namespace rampart
