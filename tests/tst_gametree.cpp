// The game tree: variations are created, never lost; promote, demote,
// delete and restore; comments and NAGs; navigation.
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

#include "games/gametree.h"

using namespace rampart;

class TestGameTree : public QObject {
    Q_OBJECT
private slots:
    void emptyTree();
    void addMoveExtendsThenBranches();
    void addSameMoveFollowsExistingNode();
    void addLineBranchesWhereItDiffers();
    void positionsAlongBranches();
    void promoteAndDemote();
    void promoteNestedVariationMainLineBecomes();
    void deleteAndRestore();
    void rootCannotBeDeleted();
    void commentsAndNags();
    void copiesAreIndependent();
};

// Plays SAN moves after `from` and returns the last node.
static NodeId play(GameTree &tree, NodeId from, std::initializer_list<const char *> sans) {
    Position pos = tree.positionAt(from);
    NodeId n = from;
    for (const char *san : sans) {
        const ParsedMove m = parseSanMove(pos, san);
        if (!m.ok()) qFatal("test line has a bad move %s", san);
        n = tree.addMove(n, m.move);
        pos.makeMove(m.move);
    }
    return n;
}

static QString sanOf(const GameTree &tree, NodeId n) {
    return QString::fromStdString(toSan(tree.positionAt(tree.parent(n)), tree.move(n)));
}

void TestGameTree::emptyTree() {
    GameTree tree;
    QVERIFY(tree.startPosition() == Position::startPosition());
    QCOMPARE(tree.next(GameTree::root()), NoNode);
    QCOMPARE(tree.moveCount(), 0);
    QVERIFY(tree.contains(GameTree::root()));
    QVERIFY(!tree.contains(1));
    QVERIFY(tree.mainLine().empty());
    QVERIFY(tree.isMainLine(GameTree::root()));
}

void TestGameTree::addMoveExtendsThenBranches() {
    GameTree tree;
    const NodeId e4 = play(tree, GameTree::root(), {"e4"});
    const NodeId e5 = play(tree, e4, {"e5"});
    const NodeId nf3 = play(tree, e5, {"Nf3"});
    // A different move after e4 becomes a variation; e5 stays the main line.
    bool created = false;
    const Move c5 = parseSanMove(tree.positionAt(e4), "c5").move;
    const NodeId c5Node = tree.addMove(e4, c5, &created);
    QVERIFY(created);
    QCOMPARE(tree.children(e4).size(), std::size_t(2));
    QCOMPARE(tree.next(e4), e5);
    QCOMPARE(tree.siblingIndex(c5Node), 1);
    QVERIFY(tree.isMainLine(nf3));
    QVERIFY(!tree.isMainLine(c5Node));
    QCOMPARE(tree.variationStart(c5Node), c5Node);
    QCOMPARE(tree.variationDepth(c5Node), 1);
    QCOMPARE(tree.mainLine(), (std::vector<NodeId>{e4, e5, nf3}));
    QCOMPARE(tree.moveCount(), 4);
    QCOMPARE(tree.ply(nf3), 3);
    QCOMPARE(tree.ply(c5Node), 2);
    QCOMPARE(sanOf(tree, c5Node), QStringLiteral("c5"));
}

void TestGameTree::addSameMoveFollowsExistingNode() {
    GameTree tree;
    const NodeId e4 = play(tree, GameTree::root(), {"e4"});
    bool created = true;
    const NodeId again = tree.addMove(GameTree::root(), tree.move(e4), &created);
    QCOMPARE(again, e4);
    QVERIFY(!created);
    QCOMPARE(tree.moveCount(), 1);
}

void TestGameTree::addLineBranchesWhereItDiffers() {
    GameTree tree;
    const NodeId end = play(tree, GameTree::root(), {"e4", "e5", "Nf3", "Nc6"});
    Position pos = tree.startPosition();
    std::vector<Move> line;
    for (const char *san : {"e4", "e5", "Bc4", "Nf6"}) {
        line.push_back(parseSanMove(pos, san).move);
        pos.makeMove(line.back());
    }
    const NodeId last = tree.addLine(GameTree::root(), line);
    QCOMPARE(tree.moveCount(), 6); // e4 e5 shared, Bc4 Nf6 new
    QCOMPARE(tree.ply(last), 4);
    QVERIFY(tree.isMainLine(end));
    const NodeId bc4 = tree.parent(last);
    QCOMPARE(tree.siblingIndex(bc4), 1);
    QCOMPARE(tree.movesTo(last), line);
    QCOMPARE(tree.addLine(end, {}), end);
}

void TestGameTree::positionsAlongBranches() {
    GameTree tree(*parseFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").position);
    const NodeId main = play(tree, GameTree::root(), {"e4", "Kd7"});
    const NodeId side = play(tree, GameTree::root(), {"e3", "Ke7"});
    QCOMPARE(QString::fromStdString(toFen(tree.positionAt(main))),
             QStringLiteral("8/3k4/8/8/4P3/8/8/4K3 w - - 1 2"));
    QCOMPARE(QString::fromStdString(toFen(tree.positionAt(side))),
             QStringLiteral("8/4k3/8/8/8/4P3/8/4K3 w - - 1 2"));
    QCOMPARE(tree.pathTo(side).size(), std::size_t(2));
}

void TestGameTree::promoteAndDemote() {
    GameTree tree;
    const NodeId e4 = play(tree, GameTree::root(), {"e4"});
    const NodeId d4 = play(tree, GameTree::root(), {"d4"});
    const NodeId c4 = play(tree, GameTree::root(), {"c4"});
    QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{e4, d4, c4}));
    QVERIFY(!tree.promoteVariation(e4)); // already the main move
    QVERIFY(!tree.demoteVariation(c4));  // already last
    QVERIFY(tree.promoteVariation(c4));
    QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{e4, c4, d4}));
    QVERIFY(tree.promoteVariation(c4));
    QCOMPARE(tree.next(GameTree::root()), c4);
    QVERIFY(tree.isMainLine(c4));
    QVERIFY(!tree.isMainLine(e4));
    QVERIFY(tree.demoteVariation(c4));
    QCOMPARE(tree.children(GameTree::root()), (std::vector<NodeId>{e4, c4, d4}));
    QVERIFY(!tree.promoteVariation(GameTree::root()));
}

void TestGameTree::promoteNestedVariationMainLineBecomes() {
    GameTree tree;
    const NodeId nf3 = play(tree, GameTree::root(), {"e4", "e5", "Nf3"});
    const NodeId bc4 = play(tree, tree.parent(nf3), {"Bc4", "Nf6"});
    const NodeId start = tree.variationStart(bc4);
    QCOMPARE(start, tree.parent(bc4));
    QVERIFY(tree.promoteVariation(start));
    QVERIFY(tree.isMainLine(bc4));
    QVERIFY(!tree.isMainLine(nf3));
    QCOMPARE(tree.mainLine().size(), std::size_t(4));
}

void TestGameTree::deleteAndRestore() {
    GameTree tree;
    const NodeId e5 = play(tree, GameTree::root(), {"e4", "e5"});
    const NodeId c5 = play(tree, tree.parent(e5), {"c5"});
    const NodeId d6 = play(tree, tree.parent(e5), {"d6"});
    const NodeId c5Line = play(tree, c5, {"Nf3", "d6"});
    QCOMPARE(tree.moveCount(), 6);
    const RemovedVariation removed = tree.deleteVariation(c5);
    QCOMPARE(removed.index, 1);
    QCOMPARE(tree.moveCount(), 3);
    QVERIFY(!tree.contains(c5));
    QVERIFY(!tree.contains(c5Line));
    QVERIFY(tree.contains(d6));
    QCOMPARE(tree.siblingIndex(d6), 1);
    tree.restoreVariation(removed);
    QCOMPARE(tree.moveCount(), 6);
    QVERIFY(tree.contains(c5Line));
    QCOMPARE(tree.children(tree.parent(e5)), (std::vector<NodeId>{e5, c5, d6}));
    // Deleting the main continuation promotes the next variation.
    tree.deleteVariation(e5);
    QCOMPARE(tree.next(tree.parent(c5)), c5);
    QVERIFY(tree.isMainLine(c5Line));
}

void TestGameTree::rootCannotBeDeleted() {
    GameTree tree;
    play(tree, GameTree::root(), {"e4"});
    const RemovedVariation removed = tree.deleteVariation(GameTree::root());
    QCOMPARE(removed.node, NoNode);
    QCOMPARE(tree.moveCount(), 1);
}

void TestGameTree::commentsAndNags() {
    GameTree tree;
    const NodeId e4 = play(tree, GameTree::root(), {"e4"});
    tree.setCommentBefore(e4, "before");
    tree.setCommentAfter(e4, "after");
    tree.setCommentAfter(GameTree::root(), "game comment");
    tree.addNag(e4, 1);
    tree.addNag(e4, 14);
    tree.addNag(e4, 1);
    QCOMPARE(tree.nags(e4), (std::vector<std::uint8_t>{1, 14}));
    tree.removeNag(e4, 1);
    QCOMPARE(tree.nags(e4), (std::vector<std::uint8_t>{14}));
    QCOMPARE(tree.commentBefore(e4), std::string("before"));
    QCOMPARE(tree.commentAfter(e4), std::string("after"));
    QCOMPARE(tree.commentAfter(GameTree::root()), std::string("game comment"));
}

void TestGameTree::copiesAreIndependent() {
    GameTree tree;
    const NodeId e4 = play(tree, GameTree::root(), {"e4"});
    GameTree copy = tree;
    play(copy, e4, {"e5"});
    copy.setCommentAfter(e4, "only in the copy");
    QCOMPARE(tree.moveCount(), 1);
    QCOMPARE(copy.moveCount(), 2);
    QVERIFY(tree.commentAfter(e4).empty());
}

QTEST_APPLESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
