// How many threads Rampart's own search uses in the analysis panel (lazy
// SMP: core/search/search.h), kept in QSettings as "search/threads" and set
// in Analysis ▸ Engines…. Read by the search engine (app/workers) before
// each analysis, so a change applies from the next position analysed.
//
// The default is this machine's cores (QThread::idealThreadCount()): the
// panel's analysis is there to use the machine. The CLI's `analyze` and
// `uci` search on one thread unless told otherwise, as UCI engines do.
//
// The one place the analysis's thread count is decided is
// SearchEngine::analyse (app/workers/searchengine.cpp), which asks threads()
// before each search. A background solve (SolveService) sharing the machine
// with the analysis divides the cores there: threads() is what the user
// allows the search, and while a solve runs the search gets at most the
// cores it leaves (searchThreadsBeside(), core/solver/autosolve.h).
#pragma once

namespace rampart {

class SearchSettings {
public:
    // The saved count, or the default; always 1..MaxSearchThreads.
    static int threads();
    static void setThreads(int threads);
    // This machine's cores, within 1..MaxSearchThreads.
    static int defaultThreads();

    static constexpr const char *ThreadsKey = "search/threads";
};

} // namespace rampart
