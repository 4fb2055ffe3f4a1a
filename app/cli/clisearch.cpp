#include "clisearch.h"

#include <QStringList>

namespace rampart::cli {

QString whiteScoreText(const SearchResult &result) {
    SearchLine line;
    line.score = result.score;
    return whiteScoreText(result, line);
}

QString whiteScoreText(const SearchResult &result, const SearchLine &line) {
    if (line.isMate()) {
        const int moves = line.mateInMoves();
        const int white = result.sideToMove == White ? moves : -moves;
        // Mated on the board: the side to move has lost, "#-0" reads badly.
        if (moves == 0)
            return result.sideToMove == White ? QStringLiteral("#-0") : QStringLiteral("#0");
        return QStringLiteral("#%1").arg(white);
    }
    const int cp = result.whiteScore(line);
    const QString number = QString::number(std::abs(cp) / 100.0, 'f', 2);
    return cp > 0 ? QLatin1Char('+') + number : cp < 0 ? QLatin1Char('-') + number : number;
}

QString uciScoreText(const SearchResult &result) {
    if (result.isMate()) return QStringLiteral("mate %1").arg(result.mateInMoves());
    return QStringLiteral("cp %1").arg(result.score);
}

QString uciScoreText(const SearchLine &line) {
    if (line.isMate()) return QStringLiteral("mate %1").arg(line.mateInMoves());
    return QStringLiteral("cp %1").arg(line.score);
}

QString uciLine(const std::vector<Move> &moves) {
    QStringList parts;
    for (const Move m : moves) parts << QString::fromStdString(m.uci());
    return parts.join(QLatin1Char(' '));
}

} // namespace rampart::cli
