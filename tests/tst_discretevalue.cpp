// DiscreteValue: PawnKing's optimistic/pessimistic verdict pairs and their order.
#include <vector>

#include <QTest>

#include "eval/discretevalue.h"

using namespace rampart;

Q_DECLARE_METATYPE(rampart::DiscreteValue)

class TestDiscreteValue : public QObject {
    Q_OBJECT
private slots:
    void bandIsOrdered();
    void exactValuesFollowTheVerdictScale();
    void pairs_data();
    void pairs();
    void strictWeakOrderOverAllBands();
    void symmetricUnderMirrored();
    void onlyEqualAveragesAreEquivalent();
    void symbolsAndWords();
};

static std::vector<DiscreteValue> allBands() {
    std::vector<DiscreteValue> bands;
    for (int p = -3; p <= 3; ++p)
        for (int o = p; o <= 3; ++o) bands.push_back({Verdict(o), Verdict(p)});
    return bands;
}

void TestDiscreteValue::bandIsOrdered() {
    const DiscreteValue v = DiscreteValue::band(Verdict::BlackSlight, Verdict::WhiteBig);
    QCOMPARE(v.optimistic, Verdict::WhiteBig);
    QCOMPARE(v.pessimistic, Verdict::BlackSlight);
    QVERIFY(v.contains(Verdict::Equal));
    QVERIFY(!v.contains(Verdict::WhiteDecisive));
    QVERIFY(!v.isExact());
    QVERIFY(DiscreteValue::exact(Verdict::Equal).isExact());
    QCOMPARE(int(allBands().size()), 28);
}

void TestDiscreteValue::exactValuesFollowTheVerdictScale() {
    for (int a = -3; a <= 3; ++a)
        for (int b = -3; b <= 3; ++b) {
            const DiscreteValue va = DiscreteValue::exact(Verdict(a)),
                                vb = DiscreteValue::exact(Verdict(b));
            QCOMPARE(va < vb, a < b);
            QCOMPARE(va > vb, a > b);
            QCOMPARE(va <= vb, a <= b);
            QCOMPARE(va >= vb, a >= b);
        }
}

void TestDiscreteValue::pairs_data() {
    QTest::addColumn<DiscreteValue>("better");
    QTest::addColumn<DiscreteValue>("worse");
    using V = Verdict;
    QTest::newRow("higher average wins")
        << DiscreteValue::exact(V::WhiteBig) << DiscreteValue::band(V::WhiteDecisive, V::Equal);
    QTest::newRow("unclear band above a certain equality")
        << DiscreteValue::band(V::WhiteDecisive, V::Equal) << DiscreteValue::exact(V::Equal);
    QTest::newRow("White ahead prefers certainty")
        << DiscreteValue::exact(V::WhiteSlight) << DiscreteValue::band(V::WhiteBig, V::Equal);
    QTest::newRow("White ahead: narrower band of the same average")
        << DiscreteValue::band(V::WhiteBig, V::WhiteSlight)
        << DiscreteValue::band(V::WhiteDecisive, V::Equal);
    QTest::newRow("White behind prefers the unclear band")
        << DiscreteValue::band(V::Equal, V::BlackBig) << DiscreteValue::exact(V::BlackSlight);
    QTest::newRow("Black decisive is the bottom")
        << DiscreteValue::band(V::BlackBig, V::BlackDecisive)
        << DiscreteValue::exact(V::BlackDecisive);
    QTest::newRow("White decisive is the top")
        << DiscreteValue::exact(V::WhiteDecisive)
        << DiscreteValue::band(V::WhiteDecisive, V::WhiteBig);
}

void TestDiscreteValue::pairs() {
    QFETCH(DiscreteValue, better);
    QFETCH(DiscreteValue, worse);
    QVERIFY(better > worse);
    QVERIFY(worse < better);
    QVERIFY(!(better < worse));
    QVERIFY(better >= worse);
    QVERIFY(worse <= better);
    QVERIFY(!(better <= worse));
}

void TestDiscreteValue::strictWeakOrderOverAllBands() {
    const auto bands = allBands();
    for (const DiscreteValue &a : bands) {
        QVERIFY(!(a < a)); // irreflexive
        for (const DiscreteValue &b : bands) {
            if (a < b) QVERIFY(!(b < a)); // asymmetric
            for (const DiscreteValue &c : bands) {
                if (a < b && b < c) QVERIFY(a < c); // transitive
                if (equivalent(a, b) && equivalent(b, c))
                    QVERIFY(equivalent(a, c)); // equivalence transitive
            }
        }
    }
}

void TestDiscreteValue::symmetricUnderMirrored() {
    const auto bands = allBands();
    for (const DiscreteValue &a : bands) {
        QCOMPARE(a.mirrored().mirrored(), a);
        QCOMPARE(a.mirrored().doubledAverage(), -a.doubledAverage());
        QVERIFY(a.mirrored().optimistic >= a.mirrored().pessimistic);
        for (const DiscreteValue &b : bands) {
            QCOMPARE(a < b, b.mirrored() < a.mirrored());
            QCOMPARE(a > b, b.mirrored() > a.mirrored());
        }
    }
}

void TestDiscreteValue::onlyEqualAveragesAreEquivalent() {
    const auto bands = allBands();
    int equivalentPairs = 0;
    for (const DiscreteValue &a : bands)
        for (const DiscreteValue &b : bands) {
            if (a == b || !equivalent(a, b)) continue;
            ++equivalentPairs;
            QCOMPARE(a.doubledAverage(), 0);
            QCOMPARE(b.doubledAverage(), 0);
        }
    // The four bands centred on equality: =, =/+ .. +/=, -/+ .. +/-, -+ .. +-: 4*3 ordered pairs.
    QCOMPARE(equivalentPairs, 12);
}

void TestDiscreteValue::symbolsAndWords() {
    QCOMPARE(DiscreteValue::exact(Verdict::WhiteDecisive).symbol(), std::string("+-"));
    QCOMPARE(DiscreteValue::band(Verdict::WhiteBig, Verdict::Equal).symbol(),
             std::string("= .. +/-"));
    QCOMPARE(std::string(verdictWords(Verdict::BlackSlight)),
             std::string("slight advantage for Black"));
    QCOMPARE(verdictNag(Verdict::Equal), 10);
    QCOMPARE(verdictNag(Verdict::BlackDecisive), 19);
}

QTEST_GUILESS_MAIN(TestDiscreteValue)
#include "tst_discretevalue.moc"
