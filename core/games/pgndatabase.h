// A PGN file opened for browsing: the index of its games (built by one scan,
// see PgnIndexer) and each game read from disk only when asked for, so a file
// of 100,000 games never sits in memory as a whole.
//
// The file is expected not to change while it is open; readGame() reports a
// game whose bytes are no longer there. Reading keeps one file stream open, so
// a PgnDatabase serves one thread at a time (open a second one for another).
#pragma once

#include <cstdint>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "games/pgnindexer.h"
#include "games/pgnreader.h"

namespace rampart {

class PgnDatabase {
public:
    // Called while indexing with bytes done and the file size; return false
    // to cancel.
    using Progress = std::function<bool(std::uint64_t done, std::uint64_t total)>;

    enum class OpenStatus { Ok, CannotRead, Cancelled };

    // Indexes the file. On failure the database is empty and error() says why.
    OpenStatus open(const std::string &path, const Progress &progress = {});
    // Indexes text held in memory (tests, standard input).
    void openText(std::string text);

    const std::string &path() const { return m_path; }
    const std::string &error() const { return m_error; }
    int gameCount() const { return int(m_entries.size()); }
    const PgnIndexEntry &entry(int index) const { return m_entries[index]; }
    const std::vector<PgnIndexEntry> &entries() const { return m_entries; }

    // The raw bytes of game `index` (0-based); empty when they cannot be read.
    std::string gameText(int index) const;
    // Parses game `index` (0-based); errors carry its 1-based number and its
    // line in the file.
    PgnReadResult readGame(int index, PgnReadOptions options = {}) const;

private:
    std::string m_path;
    std::string m_text; // openText() only
    bool m_inMemory = false;
    std::string m_error;
    mutable std::ifstream m_stream; // opened on the first gameText()
    std::vector<PgnIndexEntry> m_entries;
};

} // namespace rampart
