// The tablebase-file options shared by every command that uses tables:
// --syzygy-path and --gaviota-path (repeatable; each value may also be a
// list separated by ':'), and the English report of what was found.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QCommandLineParser>
#include <QStringList>

#include "chess/move.h"
#include "chess/position.h"

#include "tables/tableprobe.h"

#include "tbfiles/tbfolderreport.h"

namespace rampart {
class TableRegistry;
}

namespace rampart::cli {

void addTableSourceOptions(QCommandLineParser &parser);
// Folders named by an option's values ("a:b" gives two).
std::vector<std::string> folderList(const QStringList &values);
// Scans the folders given (a source without its option stays off) and
// prints each problem to standard error as "warning: <source>: <message>".
// Never fatal: analysis goes on with whatever is usable.
void applyTableSourceOptions(const QCommandLineParser &parser);
// Sets one source's folders from a UCI option value ("a:b"; empty or
// "<empty>" switches it off); returns the "info string" lines to send.
std::vector<std::string> setSyzygyFoldersUci(const std::string &value);
std::vector<std::string> setGaviotaFoldersUci(const std::string &value);
// A covered position's value (side to move's view) and the source's best
// move (none when the position has no legal move or no child answered).
struct RootTableAnswer {
    TableProbe result;
    Move best;
};
std::optional<RootTableAnswer> rootTableAnswer(const Position &pos, const TableRegistry *registry);
// UCI's "score" operand for it: "mate 7"/"mate -7" for a distance to mate,
// "cp 0" for draws (cursed wins and blessed losses too: the fifty-move rule
// decides them), "cp 20000"/"cp -20000" for a Syzygy win or loss.
std::string uciTableScore(const TableProbe &result);
// "table: Syzygy win dtz 12 best Kd5 (e4d5)" for a position a table source
// covers (result for the side to move, the source's best move), or empty.
// registry: Rampart's tables up to four men, when loaded (may be null).
QString tableLine(const Position &pos, const TableRegistry *registry = nullptr);
// Prints a report's problems, one line each, with prefix.
void printProblems(const TbFolderReport &report, const QString &prefix);

} // namespace rampart::cli
