#include "eval/discretevalue.h"

namespace rampart {

const char *verdictSymbol(Verdict v) {
    switch (v) {
    case Verdict::BlackDecisive:
        return "-+";
    case Verdict::BlackBig:
        return "-/+";
    case Verdict::BlackSlight:
        return "=/+";
    case Verdict::Equal:
        return "=";
    case Verdict::WhiteSlight:
        return "+/=";
    case Verdict::WhiteBig:
        return "+/-";
    case Verdict::WhiteDecisive:
        return "+-";
    }
    return "?";
}

const char *verdictWords(Verdict v) {
    switch (v) {
    case Verdict::BlackDecisive:
        return "decisive advantage for Black";
    case Verdict::BlackBig:
        return "big advantage for Black";
    case Verdict::BlackSlight:
        return "slight advantage for Black";
    case Verdict::Equal:
        return "equality";
    case Verdict::WhiteSlight:
        return "slight advantage for White";
    case Verdict::WhiteBig:
        return "big advantage for White";
    case Verdict::WhiteDecisive:
        return "decisive advantage for White";
    }
    return "?";
}

int verdictNag(Verdict v) {
    switch (v) {
    case Verdict::BlackDecisive:
        return 19;
    case Verdict::BlackBig:
        return 17;
    case Verdict::BlackSlight:
        return 15;
    case Verdict::Equal:
        return 10;
    case Verdict::WhiteSlight:
        return 14;
    case Verdict::WhiteBig:
        return 16;
    case Verdict::WhiteDecisive:
        return 18;
    }
    return 0;
}

std::string DiscreteValue::symbol() const {
    if (isExact()) return verdictSymbol(optimistic);
    return std::string(verdictSymbol(pessimistic)) + " .. " + verdictSymbol(optimistic);
}

std::string DiscreteValue::words() const {
    if (isExact()) return verdictWords(optimistic);
    return std::string("between ") + verdictWords(pessimistic) + " and " + verdictWords(optimistic);
}

} // namespace rampart
