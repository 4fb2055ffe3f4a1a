// The external UCI engines the user added (Analysis ▸ Engines…), kept in
// QSettings as an array "engines/list" of name, program path and whether the
// engine analyses in the analysis panel.
//
// On the first run (no list saved yet) installed engines Rampart knows are
// offered: Debian's `stockfish` package installs /usr/games/stockfish, which
// is not on every user's PATH, so the usual folders are searched too. Once
// the user saved a list, it is kept as saved (a removed Stockfish stays
// removed).
#pragma once

#include <QList>
#include <QString>

namespace rampart {

struct EngineConfig {
    QString name;    // shown in the panel and the dialog
    QString program; // absolute path of the executable
    bool enabled = true;

    bool operator==(const EngineConfig &) const = default;
};

class EngineSettings {
public:
    // The saved list, or on the first run the detected engines.
    static QList<EngineConfig> engines();
    static void save(const QList<EngineConfig> &engines);
    // Installed engines found on PATH or in the usual folders (Stockfish).
    static QList<EngineConfig> detect();
    // Why a file cannot be an engine (empty when it can be run).
    static QString problemWith(const QString &program);

    static constexpr const char *ListKey = "engines/list";
    static constexpr const char *SavedKey = "engines/saved";
};

} // namespace rampart
