// Finds where the games of a PGN file begin and end, and their main tags,
// without reading any move: a byte-level scan fed in chunks of any size, so a
// file of any length is indexed with constant memory besides the index.
//
// A game begins at its first tag or movetext token and ends after its
// termination marker (1-0, 0-1, 1/2-1/2, * outside comments and variations),
// or where the next game's tags begin when the marker is missing, or at the
// end of the file. Comments and % escape lines alone never make a game; they
// stay with the game that follows them. A byte-order mark at the start is
// skipped. Tag values are read with their \" \\ escapes and stored in UTF-8
// (Latin-1 values are converted).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rampart {

struct PgnIndexEntry {
    std::uint64_t offset = 0; // first byte of the game in the file
    std::uint64_t length = 0; // bytes up to and including the termination marker
    int line = 1;             // 1-based line of the first byte
    // The tags a game list shows (empty when the game has none).
    std::string event, site, date, round, white, black, result;
    bool hasFen = false; // the game starts from a set-up position
};

class PgnIndexer {
public:
    // Scans the next chunk of the file.
    void feed(std::string_view chunk);
    // Closes the last game; call once after the last chunk.
    void finish();

    const std::vector<PgnIndexEntry> &entries() const { return m_entries; }
    std::vector<PgnIndexEntry> takeEntries() { return std::move(m_entries); }
    std::uint64_t bytesScanned() const { return m_offset; }

private:
    enum class Mode { Normal, BraceComment, LineComment, Tag, TagString, TagEscape };

    void settleBom();
    void scan(std::string_view chunk);
    void startGame();
    void endGame(std::uint64_t end);
    void endToken();
    void finishTag();

    std::vector<PgnIndexEntry> m_entries;
    Mode m_mode = Mode::Normal;
    std::uint64_t m_offset = 0; // absolute offset of the next byte
    int m_line = 1;
    bool m_lineStart = true;
    bool m_bomChecked = false;
    std::string m_bomBytes; // the first bytes, until the BOM question is settled

    bool m_inGame = false;
    bool m_hasMoves = false; // the open game has a movetext token
    bool m_hasTags = false;
    int m_depth = 0; // variation nesting
    PgnIndexEntry m_current;
    std::string m_token; // the symbol being read (only its first bytes matter)
    std::uint64_t m_tokenEnd = 0;
    std::string m_tag; // the tag pair being read, without brackets
};

} // namespace rampart
