// Translations: the embedded .qm files load, known strings come out in
// German and French, and open widgets retranslate when the language changes.
#include <QAction>
#include <QStandardPaths>
#include <QTest>

#include "eval/discretevalue.h"

#include "text/fenproblemtext.h"

#include "services/languagemanager.h"

#include "widgets/analysispanel.h"
#include "widgets/mainwindow.h"

using namespace rampart;

class TestTranslation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void languagesAreEmbedded() {
        const QStringList codes = LanguageManager::availableLanguages();
        QVERIFY(codes.contains(QStringLiteral("en")));
        QVERIFY(codes.contains(QStringLiteral("de")));
        QVERIFY(codes.contains(QStringLiteral("fr")));
    }

    void knownStrings_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("missingKing");
        QTest::addColumn<QString>("decisive");
        QTest::newRow("German") << "de"
                                << "Schwarz hat keinen König."
                                << "+\u2212 entscheidender Vorteil für Weiß";
        QTest::newRow("French") << "fr"
                                << "Les Noirs n’ont pas de roi."
                                << "+\u2212 avantage décisif pour les Blancs";
        QTest::newRow("English") << "en"
                                 << "Black has no king."
                                 << "+\u2212 decisive advantage for White";
    }
    void knownStrings() {
        QFETCH(QString, language);
        QFETCH(QString, missingKing);
        QFETCH(QString, decisive);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language));
        QCOMPARE(languages.language(), language);
        const FenProblem problem{FenProblemCode::MissingKing, 0, 0, "Black"};
        QCOMPARE(FenProblemText::text(problem), missingKing);
        QCOMPARE(AnalysisPanel::valueText(DiscreteValue::exact(Verdict::WhiteDecisive)), decisive);
    }

    void englishPluralForms() {
        // English has a catalogue of plural forms only, installed from the start.
        LanguageManager languages;
        const char *const context = "rampart::PatternHolesPanel";
        const char *const source = "%1 loses, mated in %n move(s)";
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1),
                 QStringLiteral("%1 loses, mated in 1 move"));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 15),
                 QStringLiteral("%1 loses, mated in 15 moves"));
        QCOMPARE(QCoreApplication::translate("rampart::MainWindow",
                                             "Illegal position (%n problem(s))", nullptr, 2),
                 QStringLiteral("Illegal position (2 problems)"));
        // Back from German, the English forms return.
        QVERIFY(languages.setLanguage(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1),
                 QStringLiteral("%1 verliert, matt in 1 Zug"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1),
                 QStringLiteral("%1 loses, mated in 1 move"));
        // The languages are listed once each.
        QCOMPARE(LanguageManager::availableLanguages().count(QStringLiteral("en")), 1);
    }

    void unknownLanguageIsRefused() {
        LanguageManager languages;
        QVERIFY(!languages.setLanguage(QStringLiteral("xx")));
        QCOMPARE(languages.language(), QStringLiteral("en"));
    }

    void windowRetranslatesAtRuntime() {
        LanguageManager languages;
        MainWindow window(&languages);
        QCOMPARE(window.windowTitle(), QStringLiteral("Rampart - pawn endgame explorer"));
        QVERIFY(languages.setLanguage(QStringLiteral("de")));
        // QApplication posts LanguageChange to top-level widgets: wait for it.
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("Rampart – Bauernendspiele erkunden"));
        QCOMPARE(window.playModeAction()->text(), QStringLiteral("&Spielmodus"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(window.playModeAction()->text(), QStringLiteral("&Play mode"));
    }
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
