#include "text/patterntext.h"

#include <algorithm>
#include <cstring>

namespace rampart {

namespace {
struct PatternTextEntry {
    const char *name;
    const char *description;
};

// The built-in library's texts (resources/patterns/default.json), marked
// for translation: names and descriptions in pattern order, then the roles.
// tests/gui/tst_patterntext.cpp checks that this list and the file agree.
constexpr PatternTextEntry BuiltInPatterns[] = {
    {QT_TRANSLATE_NOOP("PatternText", "King on a key square"),
     QT_TRANSLATE_NOOP("PatternText",
                       "The king stands two ranks in front of its own pawn, on the pawn's file or "
                       "an adjacent one: a key square. Against a lone king the pawn promotes "
                       "whoever is to move (not for rook pawns: shifting keeps the key squares on "
                       "the board, so a- and h-pawns never match).")},
    {QT_TRANSLATE_NOOP("PatternText", "Opposition"),
     QT_TRANSLATE_NOOP(
         "PatternText",
         "The kings face each other on a file with one square between them and the other side to "
         "move: the side that just moved holds the opposition and the opponent must give way.")},
    {QT_TRANSLATE_NOOP("PatternText", "Distant opposition"),
     QT_TRANSLATE_NOOP(
         "PatternText",
         "The kings face each other on a file with three squares between them and the other side "
         "to move: keeping this distant opposition lets the king win the close opposition later.")},
    {QT_TRANSLATE_NOOP("PatternText", "King blocks the pawn"),
     QT_TRANSLATE_NOOP(
         "PatternText",
         "The defending king stands directly in front of the pawn (on its stop square). Without a "
         "key square for the attacker this is the defender's drawing set-up.")},
    {QT_TRANSLATE_NOOP("PatternText", "Rook pawn, king in the corner"),
     QT_TRANSLATE_NOOP("PatternText", "The defending king holds the promotion corner of a rook "
                                      "pawn: the pawn cannot be forced through, a draw.")},
    {QT_TRANSLATE_NOOP("PatternText", "Protected passed pawn"),
     QT_TRANSLATE_NOOP(
         "PatternText",
         "A passed pawn defended by a pawn beside and behind it: the enemy king cannot take it and "
         "must keep watching it, so the other king is free to act.")},
    {QT_TRANSLATE_NOOP("PatternText", "Outside passed pawn"),
     QT_TRANSLATE_NOOP(
         "PatternText",
         "A passed rook pawn with no enemy pawn on the three nearest files: it decoys the enemy "
         "king to the edge while the own king takes the pawns on the other wing.")},
    {QT_TRANSLATE_NOOP("PatternText", "Connected passed pawns"),
     QT_TRANSLATE_NOOP("PatternText",
                       "Two passed pawns side by side: they defend each other's advance and, from "
                       "the sixth rank, win against a king alone.")},
    {QT_TRANSLATE_NOOP("PatternText", "Ram"),
     QT_TRANSLATE_NOOP("PatternText",
                       "Two pawns blocking each other on a file. Rams are the building blocks of a "
                       "fence (blockage): with enough of them neither king can get through.")},
    {QT_TRANSLATE_NOOP("PatternText", "Lever"),
     QT_TRANSLATE_NOOP("PatternText",
                       "A pawn attacking an enemy pawn: the pawn structure can still change by a "
                       "capture, so static judgements of it are provisional.")},
    {QT_TRANSLATE_NOOP("PatternText", "Breakthrough"),
     QT_TRANSLATE_NOOP("PatternText",
                       "Three pawns against three on adjacent files, facing each other with one "
                       "rank between them: with the pawns on the fifth rank White breaks through "
                       "by b6! and promotes a pawn if the enemy king is far away.")},
    {QT_TRANSLATE_NOOP("PatternText", "Backward pawn"),
     QT_TRANSLATE_NOOP("PatternText",
                       "A pawn whose stop square is attacked by an enemy pawn and which no "
                       "neighbour can defend any more: a fixed target for the enemy king.")},
};

constexpr const char *BuiltInRoles[] = {
    QT_TRANSLATE_NOOP("PatternText", "passer"),
    QT_TRANSLATE_NOOP("PatternText", "stop square"),
    QT_TRANSLATE_NOOP("PatternText", "key square"),
    QT_TRANSLATE_NOOP("PatternText", "opposition"),
    QT_TRANSLATE_NOOP("PatternText", "contested square"),
    QT_TRANSLATE_NOOP("PatternText", "blockade"),
    QT_TRANSLATE_NOOP("PatternText", "promotion square"),
    QT_TRANSLATE_NOOP("PatternText", "corner"),
    QT_TRANSLATE_NOOP("PatternText", "protected passer"),
    QT_TRANSLATE_NOOP("PatternText", "protector"),
    QT_TRANSLATE_NOOP("PatternText", "outside passer"),
    QT_TRANSLATE_NOOP("PatternText", "duo"),
    QT_TRANSLATE_NOOP("PatternText", "ram"),
    QT_TRANSLATE_NOOP("PatternText", "lever"),
    QT_TRANSLATE_NOOP("PatternText", "breakthrough pawn"),
    QT_TRANSLATE_NOOP("PatternText", "backward pawn"),
    QT_TRANSLATE_NOOP("PatternText", "weak pawn"),
    QT_TRANSLATE_NOOP("PatternText", "outpost"),
    QT_TRANSLATE_NOOP("PatternText", "candidate"),
};

// The built-in text equal to `text` among `texts`, translated; else `text`.
template <typename Range, typename Project>
QString translated(const std::string &text, const Range &texts, Project project) {
    const auto it = std::find_if(std::begin(texts), std::end(texts), [&](const auto &entry) {
        return std::strcmp(project(entry), text.c_str()) == 0;
    });
    if (it == std::end(texts)) return QString::fromStdString(text);
    return PatternText::tr(project(*it));
}

template <typename Range, typename Project>
QStringList sources(const Range &texts, Project project) {
    QStringList list;
    for (const auto &entry : texts) list << QString::fromUtf8(project(entry));
    return list;
}

const char *nameOf(const PatternTextEntry &e) {
    return e.name;
}
const char *descriptionOf(const PatternTextEntry &e) {
    return e.description;
}
const char *itself(const char *role) {
    return role;
}
} // namespace

QString PatternText::name(const std::string &name) {
    return translated(name, BuiltInPatterns, nameOf);
}

QString PatternText::description(const std::string &description) {
    return translated(description, BuiltInPatterns, descriptionOf);
}

QString PatternText::role(const std::string &role) {
    return translated(role, BuiltInRoles, itself);
}

QString PatternText::roles(const std::vector<std::string> &roles) {
    QStringList texts;
    for (const std::string &r : roles) texts << role(r);
    return texts.join(QStringLiteral(", "));
}

QStringList PatternText::builtInNames() {
    return sources(BuiltInPatterns, nameOf);
}

QStringList PatternText::builtInDescriptions() {
    return sources(BuiltInPatterns, descriptionOf);
}

QStringList PatternText::builtInRoles() {
    return sources(BuiltInRoles, itself);
}

} // namespace rampart
