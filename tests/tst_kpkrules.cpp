// The KPK rule set and its audit against the bitbase.
#include <QTest>

#include "chess/fen.h"
#include "chess/position.h"

#include "tables/kpkaudit.h"
#include "tables/kpkrule.h"

using namespace rampart;

namespace {

const KpkBitbase &bitbase() {
    static const KpkBitbase instance;
    return instance;
}

// The standard KPK counts: legal KPK positions and those won for the pawn's side.
constexpr std::uint64_t LegalPositions = 163328 + 168024;
constexpr std::uint64_t WonPositions = 124960 + 97604;

KpkConfig configOf(const char *fen) {
    const FenResult r = parseFen(fen);
    if (!r.ok()) qFatal("bad test FEN %s", fen);
    const Position &pos = *r.position;
    const Square pawn = lsb(pos.pieces(Pawn));
    const Color pc = colorOf(pos.pieceOn(pawn));
    return normalizeKpk(pc, lsb(pos.pieces(pc, King)), pawn, lsb(pos.pieces(~pc, King)),
                        pos.sideToMove());
}

const KpkRule *findRule(const std::vector<KpkRule> &rules, const std::string &name) {
    for (const KpkRule &r : rules)
        if (r.name() == name) return &r;
    return nullptr;
}

} // namespace

class TestKpkRules : public QObject {
    Q_OBJECT

private slots:
    void auditReportsWrongRule();
    void auditFindsHolesOfSubtlyWrongRule();
    void auditOfStandardRules();
    void ruleFires_data();
    void ruleFires();
};

void TestKpkRules::auditReportsWrongRule() {
    // Wrong by construction: "every KPK position is won" and "... drawn".
    const std::vector<KpkRule> rules = {
        {"always-win", "Claims every position won.", KpkVerdict::Win,
         [](const KpkConfig &) { return true; }},
        {"always-draw", "Claims every position drawn.", KpkVerdict::Draw,
         [](const KpkConfig &) { return true; }},
        {"never", "Never fires.", KpkVerdict::Win, [](const KpkConfig &) { return false; }},
    };
    const KpkAuditReport report = KpkAudit::run(bitbase(), rules, 3);
    QCOMPARE(report.positions, LegalPositions);
    QCOMPARE(report.rules.size(), std::size_t(3));
    QCOMPARE(report.rules[0].name, std::string("always-win"));
    QCOMPARE(report.rules[0].fires, LegalPositions);
    QCOMPARE(report.rules[0].right, WonPositions);
    QCOMPARE(report.rules[0].wrong, LegalPositions - WonPositions);
    QCOMPARE(report.rules[0].errorExamples.size(), std::size_t(3));
    QCOMPARE(report.rules[1].wrong, WonPositions);
    QCOMPARE(report.rules[2].fires, std::uint64_t(0));
    QCOMPARE(report.rules[2].wrong, std::uint64_t(0));
    // The first rule decides everything.
    QCOMPARE(report.decided, LegalPositions);
    QCOMPARE(report.decidedWrong, LegalPositions - WonPositions);
    QCOMPARE(report.decidedShare(), 1.0);
    // The examples are real errors: drawn positions claimed won.
    for (const std::string &fen : report.rules[0].errorExamples) {
        bool won = true;
        QVERIFY(bitbase().probe(*parseFen(fen).position, won));
        QVERIFY(!won);
    }
}

void TestKpkRules::auditFindsHolesOfSubtlyWrongRule() {
    // A subtly wrong rule: "pawn en prise is drawn" without checking that
    // Black is to move. The audit must find the White-to-move holes.
    const std::vector<KpkRule> rules = {
        {"en-prise-any-side", "Pawn next to the weak king, undefended.", KpkVerdict::Draw,
         [](const KpkConfig &c) {
             return kingDistance(c.weakKing, c.pawn) == 1 &&
                    kingDistance(c.strongKing, c.pawn) != 1;
         }},
    };
    const KpkAuditReport report = KpkAudit::run(bitbase(), rules);
    QVERIFY(report.rules[0].wrong > 0);
    QVERIFY(report.rules[0].right > 0);
    QCOMPARE(report.rules[0].errorExamples.size(), std::size_t(5));
    for (const std::string &fen : report.rules[0].errorExamples)
        QVERIFY(fen.find(" w ") != std::string::npos);
}

void TestKpkRules::auditOfStandardRules() {
    const std::vector<KpkRule> rules = KpkRule::standardRules();
    const KpkAuditReport report = KpkAudit::run(bitbase(), rules);
    QCOMPARE(report.rules.size(), rules.size());
    std::uint64_t maxFires = 0;
    for (const KpkRuleAudit &a : report.rules) {
        QCOMPARE(a.fires, a.right + a.wrong);
        QVERIFY2(a.fires > 0, a.name.c_str());
        maxFires = std::max(maxFires, a.fires);
        for (const std::string &fen : a.errorExamples) {
            bool won = false;
            QVERIFY(bitbase().probe(*parseFen(fen).position, won));
            QCOMPARE(won ? KpkVerdict::Win : KpkVerdict::Draw,
                     a.claim == KpkVerdict::Win ? KpkVerdict::Draw : KpkVerdict::Win);
        }
    }
    QCOMPARE(report.decided, report.decidedRight + report.decidedWrong);
    QVERIFY(report.decided >= maxFires);
    QVERIFY(report.decided < report.positions);
    // Taking an undefended pawn always draws: that rule is never wrong.
    QCOMPARE(report.rules[0].name, std::string("pawn-en-prise"));
    QCOMPARE(report.rules[0].wrong, std::uint64_t(0));
    // The plain rule of the square ignores a pawn that hangs: a known hole.
    const KpkRuleAudit *square = nullptr;
    for (const KpkRuleAudit &a : report.rules)
        if (a.name == "rule-of-the-square") square = &a;
    QVERIFY(square);
    QVERIFY(square->wrong > 0);
}

void TestKpkRules::ruleFires_data() {
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("fires");
    QTest::newRow("knight pawn stalemate") << "knight-pawn-stalemate"
                                           << "k7/2K5/1P6/8/8/8/8/8 b - - 0 1" << true;
    QTest::newRow("knight pawn stalemate, mirrored g-pawn")
        << "knight-pawn-stalemate"
        << "7k/5K2/6P1/8/8/8/8/8 b - - 0 1" << true;
    QTest::newRow("knight pawn, White to move") << "knight-pawn-stalemate"
                                                << "k7/2K5/1P6/8/8/8/8/8 w - - 0 1" << false;
    QTest::newRow("square, Black pawn far from the king")
        << "rule-of-the-square"
        << "K7/8/8/8/8/8/6p1/7k w - - 0 1" << true;
    QTest::newRow("square, king inside") << "rule-of-the-square"
                                         << "8/8/8/8/4k3/8/P7/7K b - - 0 1" << false;
    QTest::newRow("rook pawn corner") << "rook-pawn-corner"
                                      << "7k/8/8/8/8/8/7P/7K w - - 0 1" << true;
    QTest::newRow("opposition, pawn beside") << "opposition-pawn-beside"
                                             << "4k3/8/3PK3/8/8/8/8/8 w - - 0 1" << true;
    QTest::newRow("stop squares defended") << "stop-squares-defended"
                                           << "8/3K4/8/4P3/8/8/8/k7 w - - 0 1" << true;
}

void TestKpkRules::ruleFires() {
    QFETCH(QString, rule);
    QFETCH(QString, fen);
    QFETCH(bool, fires);
    const std::vector<KpkRule> rules = KpkRule::standardRules();
    const KpkRule *r = findRule(rules, rule.toStdString());
    QVERIFY(r);
    QCOMPARE(r->applies(configOf(fen.toLatin1().constData())), fires);
}

QTEST_APPLESS_MAIN(TestKpkRules)
#include "tst_kpkrules.moc"
