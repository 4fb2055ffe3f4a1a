// A problem the four-man tables met and went on past, or the reason a table
// could not be had: a cache file that is not used (the table is built
// again), a built table that could not be saved (it stays in memory), a
// table not in the cache when building is not allowed. A code with its data,
// never a sentence: the app words it in the user's language
// (app/text/tablebasetext.h; the CLI prints the English words).
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "tables/cachefile.h"

namespace rampart {

struct TableProblem {
    enum class Code {
        // A cache file not used (path: the file).
        FileUnreadable,   // cannot be read
        HeaderTruncated,  // shorter than its header
        NotATableFile,    // no table file's magic
        OtherFormat,      // found: its format version, expected: ours
        OtherIndexLayout, // found, expected: the index layout version
        OtherGenerator,   // found, expected: the generator version
        OtherMaterial,    // detail: the material the file holds
        WrongEntryCount,  // its header counts another number of entries
        Truncated,        // the compressed payload is cut short
        TrailingBytes,    // more bytes follow the compressed payload
        Corrupt,          // damage: what the payload's check found
        // A built table not saved: write says why.
        NotSaved,
        // A table this build could not have.
        NotInCache,   // not in the cache, and building was not allowed
        NotGenerated, // detail: the generator's internal error
    };
    Code code = Code::FileUnreadable;
    std::string material; // the table's material ("KQKP")
    std::string path;
    std::string detail;
    std::uint64_t found = 0, expected = 0;
    cachefile::FrameDamage damage = cachefile::FrameDamage::ChecksumMismatch;
    cachefile::WriteFailure write;
    bool rebuilt = false; // a bad cache file whose table is built again

    static TableProblem of(Code code, std::string material) {
        TableProblem p;
        p.code = code;
        p.material = std::move(material);
        return p;
    }
    bool operator==(const TableProblem &) const = default;
};

} // namespace rampart
