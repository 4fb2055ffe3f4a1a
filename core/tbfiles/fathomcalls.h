// The calls Rampart makes into Debian's libfathom, in one place.
//
// libfathom and libgaviotatb both export a function named tb_init (fathom's
// takes a folder, Gaviota's a verbosity, a compression scheme and a path
// list). The dynamic linker binds every call of "tb_init" in the process,
// fathom's own internal ones included (its tb_free calls tb_init("")), to
// the first library in load order, which is libgaviotatb: a plain tb_init()
// call from Rampart or fathom's tb_free() runs Gaviota's code, which opens no
// file, and fathom never starts. init() therefore calls fathom's own tb_init,
// looked up in fathom's shared object (dladdr on one of its unique symbols,
// then dlsym on that object's handle), and tb_free is never called:
// re-initialising with "" releases the tables the same way.
//
// Squares are Rampart's (a1 = 0, as fathom's). The raw results are fathom's
// (TB_RESULT_FAILED, TB_GET_WDL, ... in <tbprobe.h>). Thread safety: as
// fathom's (see syzygysource.h).
#pragma once

namespace rampart {

class Position;

namespace fathom {

// fathom's tb_init on folder ("" releases every table); false when the
// library refused or its tb_init could not be found.
bool init(const char *folder);
// The most men in any table fathom has opened (TB_LARGEST).
unsigned largest();
// tb_probe_wdl with the halfmove clock taken as 0 (fathom's WDL assumes a
// zeroing move was just played); no castling rights allowed.
unsigned probeWdl(const Position &pos);
// tb_probe_root with the position's halfmove clock (not thread safe).
unsigned probeRoot(const Position &pos);

} // namespace fathom
} // namespace rampart
