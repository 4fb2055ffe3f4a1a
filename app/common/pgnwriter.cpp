#include "pgnwriter.h"

#include "chess/fen.h"
#include "chess/notation.h"

#include <QStringList>

namespace rampart {

namespace {
constexpr int LineWidth = 79; // PGN export format: lines under 80 characters

QString resultOf(const Position &pos) {
    switch (pos.status()) {
    case GameStatus::Checkmate:
        return pos.sideToMove() == White ? QStringLiteral("0-1") : QStringLiteral("1-0");
    case GameStatus::Stalemate:
    case GameStatus::InsufficientMaterial:
    case GameStatus::FiftyMoveRule:
    case GameStatus::ThreefoldRepetition:
        return QStringLiteral("1/2-1/2");
    case GameStatus::Ongoing:
        break;
    }
    return QStringLiteral("*");
}
} // namespace

QString PgnWriter::write(const Position &start, const std::vector<Move> &moves,
                         const QHash<Key, DiscreteValue> &evaluations,
                         const QMap<QString, QString> &tags, const QHash<Key, QString> &comments) {
    // Movetext tokens first: the result tag depends on the final position.
    QStringList tokens;
    Position pos = start;
    const auto valueTokens = [&](const Position &p) {
        const auto it = evaluations.constFind(p.key());
        if (it != evaluations.constEnd()) {
            if (it->isExact())
                tokens << QStringLiteral("$%1").arg(verdictNag(it->optimistic));
            else
                tokens << QStringLiteral("{band %1}").arg(QString::fromStdString(it->symbol()));
        }
        const auto comment = comments.constFind(p.key());
        if (comment != comments.constEnd()) tokens << QStringLiteral("{%1}").arg(*comment);
    };
    valueTokens(pos); // a value of the start position comes before the first move
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (!pos.isLegalMove(m)) break;
        if (pos.sideToMove() == White)
            tokens << QStringLiteral("%1.").arg(pos.fullmoveNumber());
        else if (i == 0)
            tokens << QStringLiteral("%1...").arg(pos.fullmoveNumber());
        tokens << QString::fromStdString(toSan(pos, m));
        pos.makeMove(m);
        valueTokens(pos);
    }
    const QString result = tags.value(QStringLiteral("Result"), resultOf(pos));
    tokens << result;

    QMap<QString, QString> all{{QStringLiteral("Event"), QStringLiteral("Rampart analysis")},
                               {QStringLiteral("Site"), QStringLiteral("?")},
                               {QStringLiteral("Date"), QStringLiteral("????.??.??")},
                               {QStringLiteral("Round"), QStringLiteral("-")},
                               {QStringLiteral("White"), QStringLiteral("?")},
                               {QStringLiteral("Black"), QStringLiteral("?")}};
    for (auto it = tags.cbegin(); it != tags.cend(); ++it) all.insert(it.key(), it.value());
    all.insert(QStringLiteral("Result"), result);

    QString text;
    const QStringList roster{QStringLiteral("Event"), QStringLiteral("Site"),
                             QStringLiteral("Date"),  QStringLiteral("Round"),
                             QStringLiteral("White"), QStringLiteral("Black"),
                             QStringLiteral("Result")};
    const auto tagLine = [](const QString &name, QString value) {
        value.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
            .replace(QLatin1Char('"'), QLatin1String("\\\""));
        return QStringLiteral("[%1 \"%2\"]\n").arg(name, value);
    };
    for (const QString &name : roster) text += tagLine(name, all.value(name));
    if (!(start == Position::startPosition())) {
        text += tagLine(QStringLiteral("SetUp"), QStringLiteral("1"));
        text += tagLine(QStringLiteral("FEN"), QString::fromStdString(toFen(start)));
    }
    for (auto it = all.cbegin(); it != all.cend(); ++it)
        if (!roster.contains(it.key()) && it.key() != QLatin1String("SetUp") &&
            it.key() != QLatin1String("FEN"))
            text += tagLine(it.key(), it.value());
    text += QLatin1Char('\n');

    QString line;
    for (const QString &token : tokens) {
        if (!line.isEmpty() && line.size() + 1 + token.size() > LineWidth) {
            text += line + QLatin1Char('\n');
            line.clear();
        }
        if (!line.isEmpty()) line += QLatin1Char(' ');
        line += token;
    }
    text += line + QLatin1Char('\n');
    return text;
}

} // namespace rampart
