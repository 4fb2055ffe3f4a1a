// The lines of `tb dump`, shared by the dump of the built-in tables and the
// dump of the generated ones so that both print the same format.
#pragma once

#include <string_view>

#include "tables/tableprobe.h"

#include "outputbuffer.h"

namespace rampart::cli {

// The CSV header line; nothing for the plain format.
void writeTableDumpHeader(OutputBuffer &buffer, bool csv);

// One position and its (win, loss or draw) value: "<fen>\twin 7" or, as CSV,
// "<fen>,win,7,13" (a draw leaves the two numbers empty).
void writeTableDumpLine(OutputBuffer &buffer, std::string_view fen, const TableProbe &probe,
                        bool csv);

} // namespace rampart::cli
