// A problem a solve met and went on past: a slice file that is not used
// (the slice is solved again), a solved slice that could not be saved (it
// stays in memory), or the four-man tables' own problem. A code with its
// data, so that the app words it in the user's language
// (app/text/solvertext.h; the CLI prints the English words as warnings).
#pragma once

#include <string>
#include <utility>

#include "tables/cachefile.h"
#include "tables/tableproblem.h"

namespace rampart {

struct SolverProblem {
    enum class Code {
        // A slice file that is not used (path: the file).
        SliceUnreadable,      // cannot be read
        SliceHeaderTruncated, // shorter than its header
        NotASliceFile,        // no slice file's magic
        SliceOtherVersion,    // another format or table generator version
        SliceOtherSlice,      // its header names another slice or scope
        SliceNoPayload,       // no compressed payload (truncated or corrupt)
        SlicePayloadSize,     // its payload holds the wrong number of values
        SliceTrailingBytes,   // the payload is cut short or followed by more bytes
        SliceCorrupt,         // damage: what the decompression or checksum found
        // A solved slice not saved.
        SliceRunSize,  // detail: the slice's name (a run of another size)
        SliceNotSaved, // write: why (the folder, the compressor, the file)
        // The DTM search's file of a root (settledcache.h): not used, the
        // search runs again (path: the file: unreadable, of another format,
        // damaged), or not saved (write: why).
        SettledFileBad,
        SettledNotSaved,
        // The four-man tables' own problem (a bad cache file rebuilt, a table
        // not saved): table.
        Tables
    };
    Code code = Code::SliceUnreadable;
    std::string path;
    std::string detail;
    cachefile::FrameDamage damage = cachefile::FrameDamage::ChecksumMismatch;
    cachefile::WriteFailure write;
    TableProblem table;

    static SolverProblem of(Code code, std::string path = {}, std::string detail = {}) {
        SolverProblem p;
        p.code = code;
        p.path = std::move(path);
        p.detail = std::move(detail);
        return p;
    }
    static SolverProblem fromTables(TableProblem problem) {
        SolverProblem p = of(Code::Tables);
        p.table = std::move(problem);
        return p;
    }
    bool operator==(const SolverProblem &) const = default;
};

} // namespace rampart
