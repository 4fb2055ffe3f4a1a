// The built-in pattern library in the user's language: the texts marked for
// translation are exactly those of resources/patterns/default.json, the GUI
// shows them through the installed translator (a user's own texts as
// written), and numbers in sentences follow the language's locale.
#include <QLocale>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include "patterns/patternlibrary.h"

#include "text/localnumber.h"
#include "text/patterntext.h"

#include "services/languagemanager.h"

#include "models/patternlibrarymodel.h"

#include "builtinlibrary.h"

using namespace rampart;

namespace {
// A translator that answers every PatternText message with "[de] " + source:
// a real QTranslator the application consults, independent of the .ts files.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char *context, const char *source, const char * = nullptr,
                      int = -1) const override {
        if (qstrcmp(context, "PatternText") != 0) return {};
        return QStringLiteral("[de] ") + QString::fromUtf8(source);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestPatternText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void tableFollowsTheLibrary() {
        const PatternLibrary library = builtInLibrary();
        QStringList names, descriptions, roles;
        for (const Pattern &p : library.patterns) {
            names << QString::fromStdString(p.name);
            descriptions << QString::fromStdString(p.description);
            for (const SquareIdentity &identity : p.identities)
                for (const std::string &role : identity.roles)
                    roles << QString::fromStdString(role);
        }
        QCOMPARE(PatternText::builtInNames(), names);
        QCOMPARE(PatternText::builtInDescriptions(), descriptions);
        for (const QString &role : roles)
            QVERIFY2(PatternText::builtInRoles().contains(role), qPrintable(role));
    }

    void builtInTextsAreTranslated() {
        const PatternLibrary library = builtInLibrary();
        const Pattern &outside = *library.find("Outside passed pawn");
        MarkingTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QCOMPARE(PatternText::name(outside.name), QStringLiteral("[de] Outside passed pawn"));
        QVERIFY(PatternText::description(outside.description)
                    .startsWith(QLatin1String("[de] A passed")));
        QCOMPARE(PatternText::roles({"passer", "outside passer"}),
                 QStringLiteral("[de] passer, [de] outside passer"));
        // A user's own texts stay as written, even under a built-in role list.
        QCOMPARE(PatternText::name("My fortress"), QStringLiteral("My fortress"));
        QCOMPARE(PatternText::description("Edited by hand."), QStringLiteral("Edited by hand."));
        QCOMPARE(PatternText::role("weak square"), QStringLiteral("weak square"));

        // The library list shows the translation; editing sees the text as stored.
        PatternLibraryModel model;
        model.setLibrary(library);
        const int row = int(std::find_if(library.patterns.begin(), library.patterns.end(),
                                         [](const Pattern &p) { return p.name == "Opposition"; }) -
                            library.patterns.begin());
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data(Qt::DisplayRole).toString(), QStringLiteral("[de] Opposition"));
        QVERIFY(index.data(Qt::ToolTipRole).toString().startsWith(QLatin1String("[de] ")));
        QCOMPARE(index.data(Qt::EditRole).toString(), QStringLiteral("Opposition"));
        QCOMPARE(index.data(PatternLibraryModel::NameRole).toString(),
                 QStringLiteral("Opposition"));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(index.data(Qt::DisplayRole).toString(), QStringLiteral("Opposition"));
    }

    void numbersFollowTheLanguage() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("de")));
        QCOMPARE(localNumber(331352), QStringLiteral("331.352"));
        QCOMPARE(localNumber(std::size_t(5002964)), QStringLiteral("5.002.964"));
        QCOMPARE(QLocale().toString(2.5, 'f', 1), QStringLiteral("2,5"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(localNumber(331352), QStringLiteral("331,352"));
        QCOMPARE(localNumber(-2), QStringLiteral("-2"));
    }
};

QTEST_MAIN(TestPatternText)
#include "tst_patterntext.moc"
