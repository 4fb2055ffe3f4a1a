#include "clitablesources.h"

#include <QDir>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/tableregistry.h"

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"
#include "tbfiles/tbsources.h"

#include "clio.h"

namespace rampart::cli {

void addTableSourceOptions(QCommandLineParser &parser) {
    parser.addOption({QStringLiteral("syzygy-path"),
                      QStringLiteral("Folder(s) of Syzygy files (.rtbw/.rtbz); repeatable, or "
                                     "several separated by ':'."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("gaviota-path"),
                      QStringLiteral("Folder(s) of Gaviota files (.gtb.cp*); repeatable, or "
                                     "several separated by ':'."),
                      QStringLiteral("DIR")});
}

std::vector<std::string> folderList(const QStringList &values) {
    std::vector<std::string> folders;
    for (const QString &value : values)
        for (const QString &part : value.split(QDir::listSeparator(), Qt::SkipEmptyParts))
            folders.push_back(QDir::cleanPath(part).toStdString());
    return folders;
}

std::optional<RootTableAnswer> rootTableAnswer(const Position &pos, const TableRegistry *registry) {
    if (!checkLegality(pos).empty()) return {};
    const TbSources sources(registry ? *registry : TableRegistry::threeManOnly());
    RootTableAnswer answer{sources.probe(pos), Move()};
    if (!answer.result.found()) return {};
    const std::vector<MoveProbe> moves = sources.probeMoves(pos);
    if (!moves.empty() && moves.front().result.found()) answer.best = moves.front().move;
    return answer;
}

std::string uciTableScore(const TableProbe &result) {
    // Stockfish's convention for a tablebase win without a mate distance.
    constexpr int TableWinCp = 20000;
    if (result.hasMateDistance())
        return "mate " + std::to_string(result.isWin() ? result.distance : -result.distance);
    if (result.isWin()) return "cp " + std::to_string(TableWinCp);
    if (result.isLoss()) return "cp " + std::to_string(-TableWinCp);
    return "cp 0";
}

QString tableLine(const Position &pos, const TableRegistry *registry) {
    const std::optional<RootTableAnswer> answer = rootTableAnswer(pos, registry);
    if (!answer) return {};
    QString line = QStringLiteral("table: %1 %2")
                       .arg(QString::fromLatin1(tbSourceTitle(answer->result.source)),
                            QString::fromStdString(answer->result.toString()));
    if (!answer->best.isNone())
        line += QStringLiteral(" best %1 (%2)")
                    .arg(QString::fromStdString(toSan(pos, answer->best)),
                         QString::fromStdString(answer->best.uci()));
    return line;
}

void printProblems(const TbFolderReport &report, const QString &prefix) {
    for (const TbProblem &p : report.problems)
        err() << prefix << QString::fromStdString(problemMessage(p)) << Qt::endl;
}

namespace {

std::vector<std::string> uciLines(const TbFolderReport &report, const std::string &source) {
    std::vector<std::string> lines{"info string " + source + ": " +
                                   std::to_string(report.files.size()) + " files, largest " +
                                   std::to_string(report.largestMen) + " men"};
    for (const TbProblem &p : report.problems)
        lines.push_back("info string " + source + ": " + problemMessage(p));
    return lines;
}

std::vector<std::string> uciFolders(const std::string &value) {
    const QString v = QString::fromStdString(value).trimmed();
    if (v.isEmpty() || v == QLatin1String("<empty>")) return {};
    return folderList({v});
}

} // namespace

void applyTableSourceOptions(const QCommandLineParser &parser) {
    const QString syzygy = QStringLiteral("syzygy-path"), gaviota = QStringLiteral("gaviota-path");
    if (parser.isSet(syzygy))
        printProblems(SyzygySource::instance().setFolders(folderList(parser.values(syzygy))),
                      QStringLiteral("warning: syzygy: "));
    if (parser.isSet(gaviota))
        printProblems(GaviotaSource::instance().setFolders(folderList(parser.values(gaviota))),
                      QStringLiteral("warning: gaviota: "));
}

std::vector<std::string> setSyzygyFoldersUci(const std::string &value) {
    const std::vector<std::string> folders = uciFolders(value);
    const TbFolderReport report = SyzygySource::instance().setFolders(folders);
    return folders.empty() ? std::vector<std::string>{} : uciLines(report, "syzygy");
}

std::vector<std::string> setGaviotaFoldersUci(const std::string &value) {
    const std::vector<std::string> folders = uciFolders(value);
    const TbFolderReport report = GaviotaSource::instance().setFolders(folders);
    return folders.empty() ? std::vector<std::string>{} : uciLines(report, "gaviota");
}

} // namespace rampart::cli
