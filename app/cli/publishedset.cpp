#include "publishedset.h"

#include <QFile>
#include <QRegularExpression>

#include "chess/fen.h"
#include "chess/notation.h"

#include "clio.h"

namespace rampart::cli {

const char *resultWord(int wdl) {
    return wdl > 0 ? "win" : wdl < 0 ? "loss" : "draw";
}

std::optional<int> resultFromWord(const std::string &word) {
    if (word == "win") return 1;
    if (word == "draw") return 0;
    if (word == "loss") return -1;
    return std::nullopt;
}

namespace {

// A header line stating the quick rule. Any comment line that starts so must
// state it in full: a rule mistyped would otherwise select nothing unseen.
constexpr char QuickRulePrefix[] = "# quick:";

std::optional<int> quickRuleOf(const QByteArray &line) {
    static const QRegularExpression rule(QStringLiteral("^# quick: at most (\\d+) men$"));
    const QRegularExpressionMatch m = rule.match(QString::fromUtf8(line));
    if (!m.hasMatch()) return std::nullopt;
    return m.captured(1).toInt();
}

// The operand of a `result` or `proven` opcode: one of win, draw, loss.
std::optional<int> oneResult(const EpdRecord &record, const char *opcode) {
    const std::vector<std::string> operands = record.operands(opcode);
    return operands.size() == 1 ? resultFromWord(operands[0]) : std::nullopt;
}

} // namespace

std::optional<PublishedSet> readPublishedSet(const QString &path, const QString &shownAs) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err() << "error: cannot read " << shownAs << ": " << file.errorString() << Qt::endl;
        return std::nullopt;
    }
    PublishedSet set;
    bool bad = false;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        const QByteArray line = file.readLine().trimmed();
        const QString where = shownAs + QLatin1Char(':') + QString::number(lineNumber);
        if (line.startsWith(QuickRulePrefix)) {
            set.quickMaxMen = quickRuleOf(line);
            if (!set.quickMaxMen) {
                err() << "error: " << where << ": a quick rule reads '# quick: at most N men'"
                      << Qt::endl;
                bad = true;
            }
            continue;
        }
        if (line.isEmpty() || line.startsWith('#')) continue;
        const EpdRecord record = parseEpd(line.toStdString());
        if (!record.position.ok()) {
            err() << "error: " << where << ": "
                  << QString::fromStdString(describeProblems(record.position.problems)) << Qt::endl;
            bad = true;
            continue;
        }
        const std::optional<int> wdl = oneResult(record, "result");
        if (!wdl) {
            err() << "error: " << where
                  << ": needs one 'result win|draw|loss' (the published result for the side "
                     "to move)"
                  << Qt::endl;
            bad = true;
            continue;
        }
        SetEntry e;
        e.pos = *record.position.position;
        e.result = *wdl;
        if (record.operations.count("proven")) {
            e.recordedProof = oneResult(record, "proven");
            if (!e.recordedProof || *e.recordedProof == e.result) {
                err() << "error: " << where
                      << ": 'proven win|draw|loss' records a result other than the published one"
                      << Qt::endl;
                bad = true;
                continue;
            }
        }
        e.name = QString::fromStdString(record.id());
        if (e.name.isEmpty()) e.name = QStringLiteral("line %1").arg(lineNumber);
        e.source = QString::fromStdString(record.comment(0));
        e.queenBounds = true;
        const std::vector<std::string> bm = record.bestMoves();
        if (!bm.empty()) {
            if (!parseSanMove(e.pos, bm[0]).ok()) {
                err() << "error: " << where << ": the key move bm " << QString::fromStdString(bm[0])
                      << " is not legal here" << Qt::endl;
                bad = true;
                continue;
            }
            e.keyMove = QString::fromStdString(bm[0]);
        }
        set.entries.push_back(std::move(e));
    }
    if (bad) return std::nullopt;
    if (set.entries.empty()) {
        err() << "error: " << shownAs << " holds no positions" << Qt::endl;
        return std::nullopt;
    }
    return set;
}

} // namespace rampart::cli
