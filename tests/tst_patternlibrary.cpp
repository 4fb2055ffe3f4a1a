// The JSON pattern library: strict JSON, round trips on real files, every
// kind of corrupt file, and saves that never destroy the previous file.
#include "json.h"
#include "patternlibrary.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <sstream>

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
    void roundTripOnRealFiles();
    void corruptFiles_data();
    void corruptFiles();
    void missingFileIsNamed();
    void failedSaveKeepsPreviousFile();
    void invalidLibraryIsNotSaved();
};

static const std::string DefaultPath =
    std::string(RAMPART_SOURCE_DIR) + "/resources/patterns/default.json";

static std::string readAll(const std::string &path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void TestPatternLibrary::jsonAccepts_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("object") << R"({"a": [1, -2.5e3, true, false, null], "b": {}})";
    QTest::newRow("unicode escape") << R"(["\u00e9\ud83d\ude00\n\"\\\/"])";
    QTest::newRow("utf8 text") << "[\"caf\xc3\xa9\"]";
    QTest::newRow("scalar top level") << "  42  ";
    QTest::newRow("zero") << "[0, -0, 0.5]";
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
    v.insert("text", JsonValue::string("quote \" backslash \\ tab \t bell \x07 \xc3\xa9"));
    v.insert("list",
             JsonValue::array({JsonValue::number(1), JsonValue::number(0.1), JsonValue::null()}));
    v.insert("nested", JsonValue::object({{"yes", JsonValue::boolean(true)}}));
    const JsonParseResult r = parseJson(toJson(v));
    QVERIFY2(r.ok(), r.error.c_str());
    QVERIFY(*r.value == v);
}

void TestPatternLibrary::defaultLibraryLoads() {
    const PatternLibraryResult r = loadPatternLibrary(DefaultPath);
    for (const auto &p : r.problems) qWarning("%s", p.text().c_str());
    QVERIFY(r.ok());
    QVERIFY(r.library->patterns.size() >= 10);
    for (const Pattern &p : r.library->patterns) {
        QVERIFY2(p.description.size() > 20, p.name.c_str());
        QVERIFY2(!p.fixed.isEmpty() || !p.variable.isEmpty(), p.name.c_str());
    }
    QVERIFY(r.library->find("Opposition"));
    QVERIFY(r.library->find("Outside passed pawn"));
}

void TestPatternLibrary::roundTripOnRealFiles() {
    const PatternLibraryResult original = loadPatternLibrary(DefaultPath);
    QVERIFY(original.ok());
    QTemporaryDir dir;
    const std::string path = QDir(dir.path()).filePath(QStringLiteral("copy.json")).toStdString();
    const PatternLibrarySaveResult saved = savePatternLibrary(*original.library, path);
    QVERIFY2(saved.ok, saved.error.c_str());
    QVERIFY(!std::filesystem::exists(path + ".saving"));
    const PatternLibraryResult reloaded = loadPatternLibrary(path);
    QVERIFY(reloaded.ok());
    QVERIFY(*reloaded.library == *original.library);
    // Saving what was loaded again gives the same bytes.
    const std::string first = readAll(path);
    QVERIFY(savePatternLibrary(*reloaded.library, path).ok);
    QCOMPARE(readAll(path), first);
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
    const PatternLibraryResult r = loadPatternLibrary(path.toStdString());
    QVERIFY(!r.ok());
    QVERIFY(!r.problems.empty());
    bool found = false;
    for (const PatternLibraryProblem &p : r.problems) {
        QCOMPARE(QString::fromStdString(p.file), path);
        QVERIFY(QString::fromStdString(p.text()).startsWith(path));
        if (QString::fromStdString(p.pattern) == pattern &&
            QString::fromStdString(p.field) == field &&
            QString::fromStdString(p.message).contains(message))
            found = true;
    }
    if (!found)
        for (const auto &p : r.problems) qWarning("got: %s", p.text().c_str());
    QVERIFY(found);
    // The text names the pattern and the field when they are known.
    const PatternLibraryProblem &first = r.problems.front();
    if (!first.pattern.empty())
        QVERIFY(first.text().find("pattern '" + first.pattern + "'") != std::string::npos);
    if (!first.field.empty())
        QVERIFY(first.text().find("field '" + first.field + "'") != std::string::npos);
}

void TestPatternLibrary::missingFileIsNamed() {
    const PatternLibraryResult r = loadPatternLibrary("/nonexistent/dir/lib.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.problems.size(), std::size_t(1));
    QVERIFY(r.problems[0].text().find("/nonexistent/dir/lib.json") != std::string::npos);
}

void TestPatternLibrary::failedSaveKeepsPreviousFile() {
    const PatternLibraryResult original = loadPatternLibrary(DefaultPath);
    QVERIFY(original.ok());
    QTemporaryDir dir;
    const std::string path = QDir(dir.path()).filePath(QStringLiteral("lib.json")).toStdString();
    QVERIFY(savePatternLibrary(*original.library, path).ok);
    const std::string before = readAll(path);

    // Make the temporary file impossible to create: a directory is in its way.
    std::filesystem::create_directory(path + ".saving");
    std::filesystem::create_directory(path + ".saving/child"); // non-empty: cannot be replaced
    PatternLibrary changed = *original.library;
    changed.title = "changed";
    changed.patterns.pop_back();
    const PatternLibrarySaveResult failed = savePatternLibrary(changed, path);
    QVERIFY(!failed.ok);
    QVERIFY(!failed.error.empty());
    QCOMPARE(readAll(path), before);
    QVERIFY(loadPatternLibrary(path).ok());

    // With the obstacle gone the same save succeeds.
    std::filesystem::remove_all(path + ".saving");
    QVERIFY(savePatternLibrary(changed, path).ok);
    QVERIFY(*loadPatternLibrary(path).library == changed);
}

void TestPatternLibrary::invalidLibraryIsNotSaved() {
    QTemporaryDir dir;
    const std::string path = QDir(dir.path()).filePath(QStringLiteral("lib.json")).toStdString();
    PatternLibrary library;
    Pattern p;
    p.name = "one";
    p.description = "d";
    p.fixed.set(Man::WhitePawn, E4);
    library.patterns.push_back(p);
    QVERIFY(savePatternLibrary(library, path).ok);
    const std::string before = readAll(path);
    library.patterns.push_back(p); // duplicate name
    const PatternLibrarySaveResult r = savePatternLibrary(library, path);
    QVERIFY(!r.ok);
    QVERIFY(r.error.find("same name") != std::string::npos);
    QCOMPARE(readAll(path), before);
}

QTEST_GUILESS_MAIN(TestPatternLibrary)
#include "tst_patternlibrary.moc"
