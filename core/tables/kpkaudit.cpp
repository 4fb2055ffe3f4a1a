#include "tables/kpkaudit.h"

#include "tables/threemanpositions.h"

namespace rampart {

KpkAuditReport KpkAudit::run(const KpkBitbase &bitbase, const std::vector<KpkRule> &rules,
                             int maxExamples) {
    KpkAuditReport report;
    for (const KpkRule &r : rules) {
        KpkRuleAudit a;
        a.name = r.name();
        a.claim = r.claim();
        report.rules.push_back(a);
    }
    for (int p = A2; p <= H7; ++p) {
        const Bitboard pawnAtt = pawnAttacks(White, Square(p));
        for (int wk = 0; wk < 64; ++wk) {
            if (wk == p) continue;
            for (int bk = 0; bk < 64; ++bk) {
                if (bk == p || kingDistance(Square(wk), Square(bk)) <= 1) continue;
                for (Color stm : {White, Black}) {
                    if (stm == White && (pawnAtt & squareBB(Square(bk)))) continue;
                    ++report.positions;
                    const KpkConfig c = normalizeKpk(White, Square(wk), Square(p), Square(bk), stm);
                    const KpkVerdict truth = bitbase.isWin(c) ? KpkVerdict::Win : KpkVerdict::Draw;
                    KpkVerdict first = KpkVerdict::Unknown;
                    for (std::size_t i = 0; i < rules.size(); ++i) {
                        const KpkVerdict v = rules[i].verdict(c);
                        if (v == KpkVerdict::Unknown) continue;
                        if (first == KpkVerdict::Unknown) first = v;
                        KpkRuleAudit &a = report.rules[i];
                        ++a.fires;
                        if (v == truth) {
                            ++a.right;
                        } else {
                            ++a.wrong;
                            if (int(a.errorExamples.size()) < maxExamples) {
                                TableEntry e;
                                e.table = TableId::KPK;
                                e.strongKing = Square(wk);
                                e.piece = Square(p);
                                e.weakKing = Square(bk);
                                e.sideToMove = stm;
                                a.errorExamples.push_back(e.fen());
                            }
                        }
                    }
                    if (first != KpkVerdict::Unknown) {
                        ++report.decided;
                        if (first == truth)
                            ++report.decidedRight;
                        else
                            ++report.decidedWrong;
                    }
                }
            }
        }
    }
    return report;
}

} // namespace rampart
