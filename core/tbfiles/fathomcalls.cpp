#include "tbfiles/fathomcalls.h"

#include <dlfcn.h>
#include <tbprobe.h>

#include "chess/position.h"

namespace rampart::fathom {

namespace {

using InitFunction = bool (*)(const char *);

// fathom's own tb_init (fathomcalls.h says why a plain call is not).
InitFunction ownInit() {
    static const InitFunction function = []() -> InitFunction {
        // tb_probe_wdl_impl exists only in libfathom: its address names the
        // shared object, whose handle then answers for its own tb_init.
        void *unique = ::dlsym(RTLD_DEFAULT, "tb_probe_wdl_impl");
        Dl_info info{};
        if (!unique || !::dladdr(unique, &info) || !info.dli_fname) return nullptr;
        void *handle = ::dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD);
        if (!handle) return nullptr;
        // The handle stays open: the library is linked in for the whole run.
        return reinterpret_cast<InitFunction>(::dlsym(handle, "tb_init"));
    }();
    return function;
}

} // namespace

bool init(const char *folder) {
    const InitFunction function = ownInit();
    return function && function(folder);
}

unsigned largest() {
    return TB_LARGEST;
}

unsigned probeWdl(const Position &pos) {
    if (pos.castlingRights() != 0) return TB_RESULT_FAILED;
    const unsigned ep = pos.enPassantSquare() == NoSquare ? 0u : unsigned(pos.enPassantSquare());
    return tb_probe_wdl_impl(pos.pieces(White), pos.pieces(Black), pos.pieces(King),
                             pos.pieces(Queen), pos.pieces(Rook), pos.pieces(Bishop),
                             pos.pieces(Knight), pos.pieces(Pawn), ep, pos.sideToMove() == White);
}

unsigned probeRoot(const Position &pos) {
    if (pos.castlingRights() != 0) return TB_RESULT_FAILED;
    const unsigned ep = pos.enPassantSquare() == NoSquare ? 0u : unsigned(pos.enPassantSquare());
    return tb_probe_root_impl(pos.pieces(White), pos.pieces(Black), pos.pieces(King),
                              pos.pieces(Queen), pos.pieces(Rook), pos.pieces(Bishop),
                              pos.pieces(Knight), pos.pieces(Pawn), unsigned(pos.halfmoveClock()),
                              ep, pos.sideToMove() == White, nullptr);
}

} // namespace rampart::fathom
