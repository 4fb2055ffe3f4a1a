#include "pgnwriter.h"

#include "games/pgnexport.h"

namespace rampart {

namespace {

std::string resultOf(const Position &pos) {
    switch (pos.status()) {
    case GameStatus::Checkmate:
        return pos.sideToMove() == White ? "0-1" : "1-0";
    case GameStatus::Stalemate:
    case GameStatus::InsufficientMaterial:
    case GameStatus::FiftyMoveRule:
    case GameStatus::ThreefoldRepetition:
        return "1/2-1/2";
    case GameStatus::Ongoing:
        break;
    }
    return "*";
}

// Adds the value and comment known for each position of the tree to the
// node that leads to it (the root for the start position).
void annotate(GameTree &tree, NodeId node, Position pos,
              const QHash<Key, DiscreteValue> &evaluations, const QHash<Key, QString> &comments) {
    const auto value = evaluations.constFind(pos.key());
    std::string after = tree.commentAfter(node);
    const auto append = [&after](const std::string &text) {
        if (!after.empty()) after += ' ';
        after += text;
    };
    if (value != evaluations.constEnd()) {
        if (value->isExact())
            tree.addNag(node, std::uint8_t(verdictNag(value->optimistic)));
        else
            append("band " + value->symbol());
    }
    const auto comment = comments.constFind(pos.key());
    if (comment != comments.constEnd()) append(comment->toStdString());
    tree.setCommentAfter(node, after);
    for (const NodeId child : tree.children(node)) {
        Position next = pos;
        next.makeMove(tree.move(child));
        annotate(tree, child, next, evaluations, comments);
    }
}

} // namespace

QString PgnWriter::write(const PgnGame &game, const QHash<Key, DiscreteValue> &evaluations,
                         const QMap<QString, QString> &tags, const QHash<Key, QString> &comments) {
    PgnGame out = game;
    annotate(out.tree, GameTree::root(), out.tree.startPosition(), evaluations, comments);
    if (out.tag("Event").empty()) out.setTag("Event", "Rampart analysis");
    if (out.tag("Round").empty()) out.setTag("Round", "-");
    for (auto it = tags.cbegin(); it != tags.cend(); ++it)
        out.setTag(it.key().toStdString(), it.value().toStdString());
    if (tags.contains(QStringLiteral("Result")))
        out.result = tags.value(QStringLiteral("Result")).toStdString();
    else if (out.result == "*" || out.result.empty())
        out.result = resultOf(out.tree.positionAt(
            out.tree.mainLine().empty() ? GameTree::root() : out.tree.mainLine().back()));
    return QString::fromStdString(writePgnGame(out));
}

QString PgnWriter::write(const Position &start, const std::vector<Move> &moves,
                         const QHash<Key, DiscreteValue> &evaluations,
                         const QMap<QString, QString> &tags, const QHash<Key, QString> &comments) {
    PgnGame game;
    game.tree.reset(start);
    Position pos = start;
    NodeId node = GameTree::root();
    for (const Move m : moves) {
        if (!pos.isLegalMove(m)) break;
        node = game.tree.addMove(node, m);
        pos.makeMove(m);
    }
    return write(game, evaluations, tags, comments);
}

} // namespace rampart
