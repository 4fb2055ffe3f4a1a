// PawnKing's discrete evaluation values (Horacek).
//
// A Verdict is one of seven values on a scale from White's point of view:
// decisive / big / slight advantage for Black, equality, slight / big /
// decisive advantage for White. A DiscreteValue is a pair of verdicts, both
// from White's point of view: `optimistic` is the best case for White that
// static means cannot rule out, `pessimistic` the worst case. Always
// optimistic >= pessimistic; the two are equal when static evaluation
// settled the question.
#pragma once

#include <cstdint>
#include <string>

namespace rampart {

enum class Verdict : std::int8_t {
    BlackDecisive = -3, // -+
    BlackBig = -2,      // -/+
    BlackSlight = -1,   // =/+
    Equal = 0,          // =
    WhiteSlight = 1,    // +/=
    WhiteBig = 2,       // +/-
    WhiteDecisive = 3   // +-
};

// The verdict as a step on the seven-step scale, -3 (Black decisive) to 3.
constexpr int verdictValue(Verdict v) {
    return int(v);
}
// The same verdict with colours swapped.
constexpr Verdict mirrored(Verdict v) {
    return Verdict(-int(v));
}

// Chess symbol of a verdict: "+-", "+/-", "+/=", "=", "=/+", "-/+", "-+".
const char *verdictSymbol(Verdict v);
// English words: "decisive advantage for White", "equality", ...
const char *verdictWords(Verdict v);
// The PGN NAG for a verdict ($10 equality, $14/$16/$18 White slight/big/decisive,
// $15/$17/$19 Black).
int verdictNag(Verdict v);

struct DiscreteValue {
    Verdict optimistic = Verdict::Equal;
    Verdict pessimistic = Verdict::Equal;

    static constexpr DiscreteValue exact(Verdict v) { return {v, v}; }
    static constexpr DiscreteValue band(Verdict a, Verdict b) {
        return a >= b ? DiscreteValue{a, b} : DiscreteValue{b, a};
    }

    constexpr bool isExact() const { return optimistic == pessimistic; }
    // Sum of both ends: twice the average, kept integral.
    constexpr int doubledAverage() const { return int(optimistic) + int(pessimistic); }
    // The same value with colours swapped (the band stays ordered).
    constexpr DiscreteValue mirrored() const {
        return {rampart::mirrored(pessimistic), rampart::mirrored(optimistic)};
    }
    // Does the band include verdict v?
    constexpr bool contains(Verdict v) const { return pessimistic <= v && v <= optimistic; }

    constexpr bool operator==(const DiscreteValue &) const = default;

    // "+-" for an exact value, "+/= .. +-" style for a band (pessimistic .. optimistic).
    std::string symbol() const;
    std::string words() const;
};

// PawnKing's relational operators (Horacek): values compare by the average
// of optimistic and pessimistic first. Equal averages are ordered by the
// width of the band, in the direction the side that is ahead wants: when
// White is ahead (positive average) the narrower, more certain band is better
// for White ("a certain +/= beats an unclear = .. +/-"); when Black is ahead
// the wider band is better for White (it keeps White's hopes, and Black, the
// side ahead, prefers the certain one). With an average of equality neither
// side is ahead and bands of any width are equivalent.
//
// This makes the order symmetric under colour swap, which a minimax search
// needs: a < b exactly when b.mirrored() < a.mirrored(). (Ordering equal
// averages by the pessimistic end alone, as a first version did, made both
// sides prefer White's safety and broke that symmetry.) It is a strict weak
// order over the 28 bands: the only equivalent distinct values are those
// with an average of equality (= with =/+ .. +/= and -/+ .. +/- and so on).
// The hierarchical tie-break Horacek's PawnKing mentions (the best partial
// evaluations) lives in Evaluation, not in the value.
constexpr int discreteWidth(const DiscreteValue &v) {
    return int(v.optimistic) - int(v.pessimistic);
}
constexpr bool whiteBetter(const DiscreteValue &a, const DiscreteValue &b) {
    if (a.doubledAverage() != b.doubledAverage()) return a.doubledAverage() > b.doubledAverage();
    const int ahead = a.doubledAverage() > 0 ? 1 : (a.doubledAverage() < 0 ? -1 : 0);
    return ahead * (discreteWidth(b) - discreteWidth(a)) > 0;
}
// Neither is better for White (equal, or equivalent under the order above).
constexpr bool equivalent(const DiscreteValue &a, const DiscreteValue &b) {
    return !whiteBetter(a, b) && !whiteBetter(b, a);
}
constexpr bool operator<(const DiscreteValue &a, const DiscreteValue &b) {
    return whiteBetter(b, a);
}
constexpr bool operator>(const DiscreteValue &a, const DiscreteValue &b) {
    return whiteBetter(a, b);
}
constexpr bool operator<=(const DiscreteValue &a, const DiscreteValue &b) {
    return !(a > b);
}
constexpr bool operator>=(const DiscreteValue &a, const DiscreteValue &b) {
    return !(a < b);
}

} // namespace rampart
