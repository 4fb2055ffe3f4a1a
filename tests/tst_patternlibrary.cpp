// The JSON pattern library: strict JSON (nlohmann::json with duplicate keys,
// depth, line, column and path on top), round trips of the real default
// library, every kind of corrupt file, and validation before saving. Saving
// to disk is the app's (QSaveFile): see tests/gui/tst_patterneditor.cpp. The
// problems are codes; their English text comes from the one table,
// PatternProblemText (what rampart-cli prints).
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"

#include "patterns/patternlibrary.h"
#include "patterns/patternmatcher.h"
#include "patterns/strictjson.h"

#include "text/patternproblemtext.h"

using namespace rampart;

class TestPatternLibrary : public QObject {
    Q_OBJECT
private slots:
    void jsonAccepts_data();
    void jsonAccepts();
    void jsonRejects_data();
    void jsonRejects();
    void jsonRoundTrip();
    void defaultLibraryLoads();
    void roundTripOnDefaultLibrary();
    void outsidePassedPawnNeedsAFreeWing();
    void defaultInstancesKeepEveryNotSquare();
    void corruptFiles_data();
    void corruptFiles();
    void invalidLibraryIsReported();
    void problemCodes_data();
    void problemCodes();
    void validationCodes_data();
    void validationCodes();
};

static const std::string DefaultPath =
    std::string(RAMPART_SOURCE_DIR) + "/resources/patterns/default.json";

// The core parses text; reading the file is the caller's (here QFile).
static PatternLibraryResult loadFile(const std::string &path) {
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", path.c_str());
    const QByteArray text = file.readAll();
    return parsePatternLibrary(std::string_view(text.constData(), std::size_t(text.size())), path);
}

void TestPatternLibrary::jsonAccepts_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("object") << R"({"a": [1, -2.5e3, true, false, null], "b": {}})";
    QTest::newRow("unicode escape") << R"(["\u00e9\ud83d\ude00\n\"\\\/"])";
    QTest::newRow("utf8 text") << "[\"caf\xc3\xa9\"]";
    QTest::newRow("scalar top level") << "  42  ";
    QTest::newRow("zero") << "[0, -0, 0.5]";
    QTest::newRow("byte order mark") << QString::fromUtf8("\xEF\xBB\xBF{\"a\": 1}");
}

void TestPatternLibrary::jsonAccepts() {
    QFETCH(QString, text);
    const JsonParseResult r = parseJson(text.toStdString());
    QVERIFY2(r.ok(), r.error.c_str());
}

void TestPatternLibrary::jsonRejects_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("path");
    QTest::newRow("trailing comma") << QByteArray("{\"a\": [1, 2,]}") << 1 << "a[2]";
    QTest::newRow("comment") << QByteArray("{\n  // no\n}") << 2 << "";
    QTest::newRow("single quotes") << QByteArray("{'a': 1}") << 1 << "";
    QTest::newRow("leading zero") << QByteArray("[01]") << 1 << "[0]";
    QTest::newRow("NaN") << QByteArray("[NaN]") << 1 << "[0]";
    QTest::newRow("duplicate key") << QByteArray("{\"a\": 1,\n \"a\": 2}") << 2 << "a";
    QTest::newRow("garbage after value") << QByteArray("{} x") << 1 << "";
    QTest::newRow("unterminated string") << QByteArray("[\"abc") << 1 << "[0]";
    QTest::newRow("control character") << QByteArray("[\"a\tb\"]") << 1 << "[0]";
    QTest::newRow("lone surrogate") << QByteArray(R"(["\ud800"])") << 1 << "[0]";
    QTest::newRow("bad utf8") << QByteArray("[\"\xc3\x28\"]") << 1 << "[0]";
    QTest::newRow("empty") << QByteArray("") << 1 << "";
    QTest::newRow("too deep") << QByteArray(100, '[') + QByteArray(100, ']') << 1 << "";
}

void TestPatternLibrary::jsonRejects() {
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, path);
    const JsonParseResult r = parseJson(text.toStdString());
    QVERIFY(!r.ok());
    QVERIFY(!r.error.empty());
    QCOMPARE(r.line, line);
    if (!path.isEmpty()) QCOMPARE(QString::fromStdString(r.path).left(path.size()), path);
}

void TestPatternLibrary::jsonRoundTrip() {
    JsonValue v = JsonValue::object();
    v["text"] = "quote \" backslash \\ tab \t bell \x07 \xc3\xa9";
    v["list"] = JsonValue::array({1, 0.1, nullptr});
    v["nested"] = JsonValue::object({{"yes", true}});
    const JsonParseResult r = parseJson(toJson(v));
    QVERIFY2(r.ok(), r.error.c_str());
    QVERIFY(*r.value == v);
    // Member order is kept, not sorted.
    QCOMPARE(r.value->begin().key(), std::string("text"));
    QCOMPARE(toJson(*r.value), toJson(v));
}

void TestPatternLibrary::defaultLibraryLoads() {
    const PatternLibraryResult r = loadFile(DefaultPath);
    for (const auto &p : r.problems) qWarning("%s", qPrintable(PatternProblemText::text(p)));
    QVERIFY(r.ok());
    QVERIFY(r.library->patterns.size() >= 10);
    for (const Pattern &p : r.library->patterns) {
        QVERIFY2(p.description.size() > 20, p.name.c_str());
        QVERIFY2(!p.fixed.isEmpty() || !p.variable.isEmpty(), p.name.c_str());
    }
    QVERIFY(r.library->find("Opposition"));
    QVERIFY(r.library->find("Outside passed pawn"));
}

void TestPatternLibrary::outsidePassedPawnNeedsAFreeWing() {
    const PatternLibraryResult r = loadFile(DefaultPath);
    QVERIFY(r.ok());
    const Pattern *outside = r.library->find("Outside passed pawn");
    QVERIFY(outside);
    // a2 and a7 block each other's way: neither is passed.
    const auto blocked = parseFen("8/p4k2/8/3p4/8/5P2/P4K2/8 w - - 0 1");
    QVERIFY(blocked.ok());
    QVERIFY(matchPattern(*outside, *blocked.position).empty());
    // Without the a7 pawn the a2 pawn is an outside passer (d5 is on the
    // fourth file away); with a black pawn on b7 it is not.
    const auto free = parseFen("8/5k2/8/3p4/8/5P2/P4K2/8 w - - 0 1");
    const auto matches = matchPattern(*outside, *free.position);
    QCOMPARE(matches.size(), std::size_t(1));
    QCOMPARE(matches[0].squaresWithRole("outside passer"), squareBB(A2));
    const auto guarded = parseFen("8/1p3k2/8/3p4/8/5P2/P4K2/8 w - - 0 1");
    QVERIFY(matchPattern(*outside, *guarded.position).empty());
    // The same for Black: a black a-pawn on a7 with a white pawn on c2 is not one.
    const auto blackSide = parseFen("8/p4k2/8/8/8/8/2P2K2/8 w - - 0 1");
    QVERIFY(matchPattern(*outside, *blackSide.position).empty());
}

void TestPatternLibrary::defaultInstancesKeepEveryNotSquare() {
    // Every concrete instance of every built-in pattern forbids, for each
    // not-board square of the pattern, the square it is carried to (when its
    // man can stand there) and, for a square on its man's edge, every square
    // from there to that edge: no shift drops a constraint.
    const PatternLibraryResult r = loadFile(DefaultPath);
    QVERIFY(r.ok());
    for (const Pattern &p : r.library->patterns) {
        for (const PatternInstance &i : patternInstances(p)) {
            const PatternTransform &t = i.transform;
            for (Man m : allMen) {
                const Man placed = t.colorFlipped ? flipped(m) : m;
                const bool pawn = isPawn(m);
                for (Bitboard b = p.notBoard[m]; b;) {
                    const Square s = popLsb(b);
                    const int to = t.apply(s);
                    const int rank = to < 0 ? -1 : rankOf(Square(to));
                    if (to >= 0 && (!pawn || (rank >= 1 && rank <= 6)))
                        QVERIFY2(i.notBoard.has(placed, Square(to)), p.name.c_str());
                    // On the far edge of the man's ranks (after the flip):
                    // the zone still reaches that edge.
                    PatternTransform unshifted = t;
                    unshifted.fileShift = unshifted.rankShift = 0;
                    const Square before = Square(unshifted.apply(s));
                    const int high = pawn ? 6 : 7, low = pawn ? 1 : 0;
                    const int edge = rankOf(before) == high  ? high
                                     : rankOf(before) == low ? low
                                                             : -1;
                    if (edge < 0 || to < 0) continue;
                    if (edge == high ? rank > high : rank < low) continue; // moved outwards
                    const int step = edge > rank ? 1 : -1;
                    for (int rr = rank; rr != edge + step; rr += step)
                        QVERIFY2(i.notBoard.has(placed, makeSquare(fileOf(Square(to)), rr)),
                                 p.name.c_str());
                }
            }
        }
    }
}

void TestPatternLibrary::roundTripOnDefaultLibrary() {
    const PatternLibraryResult original = loadFile(DefaultPath);
    QVERIFY(original.ok());
    const std::string first = serializePatternLibrary(*original.library);
    const PatternLibraryResult reloaded = parsePatternLibrary(first, "copy.json");
    QVERIFY(reloaded.ok());
    QVERIFY(*reloaded.library == *original.library);
    // Serialising what was read again gives the same bytes.
    QCOMPARE(serializePatternLibrary(*reloaded.library), first);
    // The file format: members in their order, square lists on one line.
    QVERIFY(first.rfind("{\n  \"format\": \"rampart-pattern-library\",\n  \"version\": 1,\n", 0) ==
            0);
    QVERIFY(first.find("\"transforms\": [\"colorFlip\", \"fileShift\", \"rankShift\"]") !=
            std::string::npos);
}

void TestPatternLibrary::corruptFiles_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("pattern"); // expected pattern in the problem ("" = none)
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a substring of the message

    const QString head =
        QStringLiteral(R"({"format": "rampart-pattern-library", "version": 1, "patterns": [)");
    const QString good =
        QStringLiteral(R"({"name": "good", "description": "d", "fixed": {"P": ["e4"]}})");
    auto lib = [&](const QString &second) {
        return head + good + QStringLiteral(",\n") + second + QStringLiteral("]}");
    };

    QTest::newRow("syntax error inside a pattern")
        << lib(R"({"name": "x", "description": "d", "fixed": {"P": ["e4",]}})") << "#2"
        << "fixed.P[1]"
        << "JSON syntax error";
    QTest::newRow("not an object") << "[1, 2]"
                                   << ""
                                   << ""
                                   << "must hold a JSON object";
    QTest::newRow("wrong format") << R"({"format": "other", "version": 1, "patterns": []})"
                                  << ""
                                  << "format"
                                  << "must be";
    QTest::newRow("missing version") << R"({"format": "rampart-pattern-library", "patterns": []})"
                                     << ""
                                     << "version"
                                     << "missing";
    QTest::newRow("newer version")
        << R"({"format": "rampart-pattern-library", "version": 7, "patterns": []})"
        << ""
        << "version"
        << "newer";
    QTest::newRow("patterns not an array")
        << R"({"format": "rampart-pattern-library", "version": 1, "patterns": {}})"
        << ""
        << "patterns"
        << "must be an array";
    QTest::newRow("unknown top-level field")
        << R"({"format": "rampart-pattern-library", "version": 1, "patterns": [], "extra": 1})"
        << ""
        << "extra"
        << "unknown field";
    QTest::newRow("pattern not an object") << lib("3") << "#2"
                                           << ""
                                           << "must be an object";
    QTest::newRow("missing name") << lib(R"({"description": "d", "fixed": {}})") << "#2"
                                  << "name"
                                  << "missing";
    QTest::newRow("name not a string")
        << lib(R"({"name": 5, "description": "d", "fixed": {}})") << "#2"
        << "name"
        << "must be a string";
    QTest::newRow("duplicate name")
        << lib(R"({"name": "good", "description": "d", "fixed": {}})") << "good"
        << "name"
        << "same name";
    QTest::newRow("missing description") << lib(R"({"name": "x", "fixed": {}})") << "x"
                                         << "description"
                                         << "missing";
    QTest::newRow("missing fixed board") << lib(R"({"name": "x", "description": "d"})") << "x"
                                         << "fixed"
                                         << "missing";
    QTest::newRow("unknown pattern field")
        << lib(R"({"name": "x", "description": "d", "fixed": {}, "colour": 1})") << "x"
        << "colour"
        << "unknown field";
    QTest::newRow("board not an object")
        << lib(R"({"name": "x", "description": "d", "fixed": []})") << "x"
        << "fixed"
        << "must be an object";
    QTest::newRow("unknown man")
        << lib(R"({"name": "x", "description": "d", "fixed": {"Q": ["e4"]}})") << "x"
        << "fixed.Q"
        << "unknown man";
    QTest::newRow("squares not an array")
        << lib(R"({"name": "x", "description": "d", "fixed": {"P": "e4"}})") << "x"
        << "fixed.P"
        << "must be an array";
    QTest::newRow("bad square")
        << lib(R"({"name": "x", "description": "d", "fixed": {"P": ["e4", "z9"]}})") << "x"
        << "fixed.P[1]"
        << "not a square";
    QTest::newRow("square listed twice")
        << lib(R"({"name": "x", "description": "d", "fixed": {"P": ["e4", "e4"]}})") << "x"
        << "fixed.P[1]"
        << "twice";
    QTest::newRow("pawn on the back rank")
        << lib(R"({"name": "x", "description": "d", "fixed": {}, "variable": {"p": ["a1"]}})")
        << "x"
        << "variable.p"
        << "rank 1 or 8";
    QTest::newRow("two white kings")
        << lib(R"({"name": "x", "description": "d", "fixed": {"K": ["e1", "e2"]}})") << "x"
        << "fixed.K"
        << "more than one king";
    QTest::newRow("fixed and not contradict")
        << lib(R"({"name": "x", "description": "d", "fixed": {"P": ["e4"]}, "not": {"P": ["e4"]}})")
        << "x"
        << "not.P"
        << "never match";
    QTest::newRow("two men on one square")
        << lib(R"({"name": "x", "description": "d", "fixed": {"P": ["e4"], "k": ["e4"]}})") << "x"
        << "fixed"
        << "two men";
    QTest::newRow("unknown transform")
        << lib(R"({"name": "x", "description": "d", "fixed": {}, "transforms": ["rotate"]})") << "x"
        << "transforms[0]"
        << "unknown transform";
    QTest::newRow("bad side to move")
        << lib(R"({"name": "x", "description": "d", "fixed": {}, "sideToMove": "w"})") << "x"
        << "sideToMove"
        << "must be";
    QTest::newRow("identity on a bad square")
        << lib(R"({"name": "x", "description": "d", "fixed": {}, "identities": {"i9": ["key"]}})")
        << "x"
        << "identities.i9"
        << "not a square";
    QTest::newRow("identity without roles")
        << lib(R"({"name": "x", "description": "d", "fixed": {}, "identities": {"e4": []}})") << "x"
        << "identities.e4"
        << "non-empty array";
    QTest::newRow("empty role")
        << lib(R"({"name": "x", "description": "d", "fixed": {}, "identities": {"e4": [""]}})")
        << "x"
        << "identities.e4[0]"
        << "non-empty string";
}

void TestPatternLibrary::corruptFiles() {
    QFETCH(QString, json);
    QFETCH(QString, pattern);
    QFETCH(QString, field);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("corrupt.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json.toUtf8());
    }
    const PatternLibraryResult r = loadFile(path.toStdString());
    QVERIFY(!r.ok());
    QVERIFY(!r.problems.empty());
    bool found = false;
    for (const PatternLibraryProblem &p : r.problems) {
        QCOMPARE(QString::fromStdString(p.file), path);
        QVERIFY(PatternProblemText::text(p).startsWith(path));
        if (QString::fromStdString(p.pattern) == pattern &&
            QString::fromStdString(p.field) == field &&
            PatternProblemText::message(p).contains(message))
            found = true;
    }
    if (!found)
        for (const auto &p : r.problems)
            qWarning("got: %s", qPrintable(PatternProblemText::text(p)));
    QVERIFY(found);
    // The text names the pattern and the field when they are known.
    const PatternLibraryProblem &first = r.problems.front();
    if (!first.pattern.empty())
        QVERIFY(first.where().find("pattern '" + first.pattern + "'") != std::string::npos);
    if (!first.field.empty())
        QVERIFY(first.where().find("field '" + first.field + "'") != std::string::npos);
}

void TestPatternLibrary::invalidLibraryIsReported() {
    PatternLibrary library;
    Pattern p;
    p.name = "one";
    p.description = "d";
    p.fixed.set(Man::WhitePawn, E4);
    library.patterns.push_back(p);
    QVERIFY(validatePatternLibrary(library, "lib.json").empty());
    library.patterns.push_back(p); // duplicate name
    const auto problems = validatePatternLibrary(library, "lib.json");
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].code, PatternProblemCode::DuplicateName);
    QVERIFY(PatternProblemText::message(problems[0]).contains(QLatin1String("same name")));
    // What saving would write does not load again.
    QVERIFY(!parsePatternLibrary(serializePatternLibrary(library), "lib.json").ok());
}

// Every PatternProblemCode that a file can cause: the code, the field and the
// variable parts (args) are checked, and message is the text made from them.
void TestPatternLibrary::problemCodes_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QStringList>("args"); // empty list: not checked

    const QString head =
        QStringLiteral(R"({"format": "rampart-pattern-library", "version": 1, "patterns": [)");
    auto lib = [&](const QString &pattern) { return head + pattern + QStringLiteral("]}"); };
    auto pat = [&](const QString &rest) {
        return lib(QStringLiteral(R"({"name": "x", "description": "d", )") + rest +
                   QStringLiteral("}"));
    };
    using C = PatternProblemCode;
    const QStringList none;
    QTest::newRow("JsonSyntax") << R"({"format": )" << int(C::JsonSyntax) << "format" << none;
    // A key that looks like the pattern path (found by fuzzing: it crashed).
    QTest::newRow("JsonSyntax under a key like a path")
        << R"({"patterns[": [1,]})" << int(C::JsonSyntax) << "patterns[[1]" << none;
    QTest::newRow("RootNotObject") << "[1]" << int(C::RootNotObject) << "" << QStringList{"array"};
    QTest::newRow("UnknownField") << lib("").replace("\"patterns\"", "\"extra\": 1, \"patterns\"")
                                  << int(C::UnknownField) << "extra" << none;
    QTest::newRow("FormatMissing") << R"({"version": 1, "patterns": []})" << int(C::FormatMissing)
                                   << "format" << QStringList{"rampart-pattern-library"};
    QTest::newRow("FormatWrong") << R"({"format": "x", "version": 1, "patterns": []})"
                                 << int(C::FormatWrong) << "format"
                                 << QStringList{"rampart-pattern-library"};
    QTest::newRow("Missing") << R"({"format": "rampart-pattern-library", "patterns": []})"
                             << int(C::Missing) << "version" << none;
    QTest::newRow("VersionNotPositive")
        << R"({"format": "rampart-pattern-library", "version": 0, "patterns": []})"
        << int(C::VersionNotPositive) << "version" << none;
    QTest::newRow("VersionTooNew")
        << R"({"format": "rampart-pattern-library", "version": 7, "patterns": []})"
        << int(C::VersionTooNew) << "version" << QStringList{"7", "1"};
    QTest::newRow("TitleNotString")
        << R"({"format": "rampart-pattern-library", "version": 1, "title": 5, "patterns": []})"
        << int(C::TitleNotString) << "title" << none;
    QTest::newRow("PatternsNotArray")
        << R"({"format": "rampart-pattern-library", "version": 1, "patterns": {}})"
        << int(C::PatternsNotArray) << "patterns" << QStringList{"object"};
    QTest::newRow("PatternNotObject")
        << lib("3") << int(C::PatternNotObject) << "" << QStringList{"number"};
    QTest::newRow("NotString") << lib(R"({"name": 5, "description": "d", "fixed": {}})")
                               << int(C::NotString) << "name" << QStringList{"number"};
    QTest::newRow("TransformsNotArray")
        << pat(R"("fixed": {}, "transforms": "x")") << int(C::TransformsNotArray) << "transforms"
        << QStringList{"string"};
    QTest::newRow("UnknownTransform") << pat(R"("fixed": {}, "transforms": ["rotate"])")
                                      << int(C::UnknownTransform) << "transforms[0]" << none;
    QTest::newRow("TransformTwice")
        << pat(R"("fixed": {}, "transforms": ["colorFlip", "colorFlip"])") << int(C::TransformTwice)
        << "transforms[1]" << none;
    QTest::newRow("BadSideToMove") << pat(R"("fixed": {}, "sideToMove": "w")")
                                   << int(C::BadSideToMove) << "sideToMove" << none;
    QTest::newRow("BoardNotObject")
        << pat(R"("fixed": [])") << int(C::BoardNotObject) << "fixed" << QStringList{"array"};
    QTest::newRow("UnknownMan") << pat(R"("fixed": {"Q": ["e4"]})") << int(C::UnknownMan)
                                << "fixed.Q" << QStringList{"Q"};
    QTest::newRow("SquaresNotArray") << pat(R"("fixed": {"P": "e4"})") << int(C::SquaresNotArray)
                                     << "fixed.P" << QStringList{"string"};
    QTest::newRow("SquareNotString") << pat(R"("fixed": {"P": [5]})") << int(C::SquareNotString)
                                     << "fixed.P[0]" << QStringList{"number"};
    QTest::newRow("NotASquare") << pat(R"("fixed": {"P": ["z9"]})") << int(C::NotASquare)
                                << "fixed.P[0]" << QStringList{"z9"};
    QTest::newRow("NotASquare in identities")
        << pat(R"("fixed": {}, "identities": {"i9": ["key"]})") << int(C::NotASquare)
        << "identities.i9" << QStringList{"i9"};
    QTest::newRow("SquareTwice") << pat(R"("fixed": {"P": ["e4", "e4"]})") << int(C::SquareTwice)
                                 << "fixed.P[1]" << QStringList{"e4"};
    QTest::newRow("IdentitiesNotObject")
        << pat(R"("fixed": {}, "identities": [])") << int(C::IdentitiesNotObject) << "identities"
        << QStringList{"array"};
    QTest::newRow("RolesNotArray") << pat(R"("fixed": {}, "identities": {"e4": []})")
                                   << int(C::RolesNotArray) << "identities.e4" << none;
    QTest::newRow("RoleNotString") << pat(R"("fixed": {}, "identities": {"e4": [""]})")
                                   << int(C::RoleNotString) << "identities.e4[0]" << none;
    QTest::newRow("NameEmpty") << lib(R"({"name": "", "description": "d", "fixed": {}})")
                               << int(C::NameEmpty) << "name" << none;
    QTest::newRow("PawnOnBackRank") << pat(R"("fixed": {}, "variable": {"p": ["a1"]})")
                                    << int(C::PawnOnBackRank) << "variable.p" << QStringList{"a1"};
    QTest::newRow("TwoKings") << pat(R"("fixed": {"K": ["e1", "e2"]})") << int(C::TwoKings)
                              << "fixed.K" << none;
    QTest::newRow("FixedAndForbidden") << pat(R"("fixed": {"P": ["e4"]}, "not": {"P": ["e4"]})")
                                       << int(C::FixedAndForbidden) << "not.P" << QStringList{"e4"};
    QTest::newRow("TwoMenOnSquare") << pat(R"("fixed": {"P": ["e4"], "k": ["e4"]})")
                                    << int(C::TwoMenOnSquare) << "fixed" << QStringList{"e4"};
    QTest::newRow("DuplicateName")
        << lib(R"({"name": "x", "description": "d", "fixed": {}}, {"name": "x", "description": "d", "fixed": {}})")
        << int(C::DuplicateName) << "name" << none;
}

void TestPatternLibrary::problemCodes() {
    QFETCH(QString, json);
    QFETCH(int, code);
    QFETCH(QString, field);
    QFETCH(QStringList, args);
    const QByteArray utf8 = json.toUtf8();
    const PatternLibraryResult r =
        parsePatternLibrary(std::string_view(utf8.constData(), std::size_t(utf8.size())), "f");
    QVERIFY(!r.ok());
    bool found = false;
    for (const PatternLibraryProblem &p : r.problems) {
        // Every code has its own sentence in the table.
        QVERIFY(!PatternProblemText::message(p).isEmpty());
        QVERIFY(PatternProblemText::message(p) != QLatin1String("unknown problem"));
        if (int(p.code) != code || QString::fromStdString(p.field) != field) continue;
        QStringList got;
        for (const std::string &a : p.args) got << QString::fromStdString(a);
        if (!args.isEmpty()) QCOMPARE(got, args);
        found = true;
    }
    if (!found)
        for (const auto &p : r.problems)
            qWarning("got %d: %s", int(p.code), qPrintable(PatternProblemText::text(p)));
    QVERIFY(found);
}

// Codes that a file cannot cause (the reader refuses it earlier) but a
// library edited in memory can.
void TestPatternLibrary::validationCodes_data() {
    QTest::addColumn<int>("change");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("field");
    using C = PatternProblemCode;
    QTest::newRow("UnknownTransformBits") << 0 << int(C::UnknownTransformBits) << "transforms";
    QTest::newRow("IdentityNotSquare") << 1 << int(C::IdentityNotSquare) << "identities.?";
    QTest::newRow("IdentityWithoutRole") << 2 << int(C::IdentityWithoutRole) << "identities.e4";
    QTest::newRow("EmptyRole") << 3 << int(C::EmptyRole) << "identities.e4";
    QTest::newRow("IdentitySquareTwice") << 4 << int(C::IdentitySquareTwice) << "identities.e4";
}

void TestPatternLibrary::validationCodes() {
    QFETCH(int, change);
    QFETCH(int, code);
    QFETCH(QString, field);
    Pattern p;
    p.name = "x";
    p.description = "d";
    p.fixed.set(Man::WhitePawn, E4);
    QVERIFY(validatePatternLibrary(PatternLibrary{"t", {p}}, "f").empty());
    switch (change) {
    case 0:
        p.transforms = std::uint8_t(AllTransforms + 1);
        break;
    case 1:
        p.identities.push_back({NoSquare, {"key"}});
        break;
    case 2:
        p.identities.push_back({E4, {}});
        break;
    case 3:
        p.identities.push_back({E4, {""}});
        break;
    case 4:
        p.identities.push_back({E4, {"a"}});
        p.identities.push_back({E4, {"b"}});
        break;
    }
    const auto problems = validatePatternLibrary(PatternLibrary{"t", {p}}, "f");
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(int(problems[0].code), code);
    QCOMPARE(QString::fromStdString(problems[0].field), field);
    QVERIFY(!PatternProblemText::message(problems[0]).isEmpty());
}

QTEST_GUILESS_MAIN(TestPatternLibrary)
#include "tst_patternlibrary.moc"
