// rampart-cli bench pgn [--games N] [--seed S] [--keep FILE]
//
// Generates a database of random annotated games (randompgn.h), writes it to
// a temporary file, then times what opening a file costs: the index scan,
// and reading every game (parsing its tags and movetext, replaying every
// move of the tree, variations included). Prints games and plies per second.
#include <ctime>
#include <filesystem>
#include <fstream>

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include "games/pgndatabase.h"
#include "games/pgnexport.h"

#include "benchmarks.h"
#include "clio.h"
#include "randompgn.h"

namespace rampart::cli {

int benchPgn(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Generates random games with variations, comments and "
                                       "NAGs (fixed seed), then indexes the file and reads and "
                                       "replays every game; prints games and plies per second."));
    parser.addOption({QStringLiteral("games"), QStringLiteral("Games to generate (20000)."),
                      QStringLiteral("N"), QStringLiteral("20000")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Generator seed (1)."),
                      QStringLiteral("S"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("keep"),
                      QStringLiteral("Also write the generated database to FILE."),
                      QStringLiteral("FILE")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    bool okGames = false, okSeed = false;
    const int games = parser.value(QStringLiteral("games")).toInt(&okGames);
    const qulonglong seed = parser.value(QStringLiteral("seed")).toULongLong(&okSeed);
    if (!okGames || games < 1 || !okSeed) {
        err() << "error: --games needs a positive number and --seed a non-negative one" << Qt::endl;
        return 2;
    }

    QTemporaryDir dir;
    const QString path = parser.isSet(QStringLiteral("keep"))
                             ? parser.value(QStringLiteral("keep"))
                             : dir.filePath(QStringLiteral("bench.pgn"));
    // Written beside the target and renamed over it: a kept file is whole or absent.
    const std::string target = path.toLocal8Bit().toStdString();
    const std::string partial = target + ".tmp";
    QElapsedTimer timer;
    timer.start();
    long long writtenPlies = 0;
    {
        std::ofstream file(partial, std::ios::binary);
        if (!file) {
            err() << "error: cannot write " << path << Qt::endl;
            return 1;
        }
        RandomPgnGenerator generator(seed);
        for (int g = 1; g <= games; ++g) {
            const PgnGame game = generator.next(g);
            writtenPlies += game.tree.moveCount();
            file << writePgnGame(game);
        }
        file.close();
        std::error_code error;
        if (file) std::filesystem::rename(partial, target, error);
        if (!file || error) {
            std::filesystem::remove(partial, error);
            err() << "error: cannot write " << path << Qt::endl;
            return 1;
        }
    }
    const qint64 generateMs = timer.elapsed();

    // CPU time next to wall time: the machine is often shared, and the
    // target is what one core does.
    const std::clock_t cpuStart = std::clock();
    timer.restart();
    PgnDatabase db;
    if (db.open(path.toLocal8Bit().toStdString()) != PgnDatabase::OpenStatus::Ok) {
        err() << "error: " << QString::fromStdString(db.error()) << Qt::endl;
        return 1;
    }
    const qint64 indexNs = timer.nsecsElapsed();
    timer.restart();
    long long readPlies = 0;
    int broken = 0;
    for (int g = 0; g < db.gameCount(); ++g) {
        const PgnReadResult r = db.readGame(g);
        if (!r.ok()) ++broken;
        readPlies += r.game.tree.moveCount();
    }
    const qint64 readNs = timer.nsecsElapsed();
    const double cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    const double seconds = double(indexNs + readNs) / 1e9;
    const auto bytes = QFileInfo(path).size();

    out() << "generated " << games << " games, " << writtenPlies << " plies (variations "
          << "included), " << bytes / 1024 << " KiB in " << generateMs << " ms\n";
    out() << "index:  " << db.gameCount() << " games in " << indexNs / 1000000.0 << " ms ("
          << qint64(double(bytes) / (double(indexNs) / 1e9) / 1048576.0) << " MiB/s)\n";
    out() << "read:   " << readPlies << " plies in " << readNs / 1000000.0 << " ms, " << broken
          << " games with errors\n";
    out() << "wall:   " << qint64(db.gameCount() / seconds) << " games/s, "
          << qint64(double(readPlies) / seconds) << " plies/s\n";
    out() << "cpu:    " << qint64(db.gameCount() / cpuSeconds) << " games/s, "
          << qint64(double(readPlies) / cpuSeconds) << " plies/s (one core; target 20000 games/s)"
          << Qt::endl;
    if (db.gameCount() != games || readPlies != writtenPlies || broken) {
        err() << "error: read back " << db.gameCount() << " games and " << readPlies
              << " plies, expected " << games << " and " << writtenPlies << Qt::endl;
        return 1;
    }
    return 0;
}

} // namespace rampart::cli
