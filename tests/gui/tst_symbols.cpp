// Every chess sign Rampart shows can be drawn: each value text (every
// verdict, every band) and each NAG sign, in every language, has a glyph
// for every character in the font that shows it (QFontMetrics::inFontUcs4,
// Qt's font merging included); the analysis panel's labels are checked with
// their own font after a real analysis. A font without the sign and without
// merging gets the ASCII form. Offscreen, with the fonts .ci/deps.sh installs.
#include <QAction>
#include <QFontMetrics>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

#include "chess/fen.h"

#include "text/chesssymbols.h"

#include "services/languagemanager.h"

#include "models/movelistmodel.h"

#include "workers/analysiscontroller.h"
#include "workers/solveservice.h"

#include "widgets/analysispanel.h"
#include "widgets/mainwindow.h"

using namespace rampart;

namespace {

// The first character of text without a glyph in font, or an empty string.
QString missingGlyph(const QString &text, const QFont &font) {
    const QFontMetrics metrics(font);
    for (const uint c : text.toUcs4())
        if (!metrics.inFontUcs4(c))
            return QStringLiteral("U+%1 in \"%2\" (font %3)")
                .arg(c, 4, 16, QLatin1Char('0'))
                .arg(text, font.family());
    return {};
}

QList<DiscreteValue> everyValue() {
    QList<DiscreteValue> values;
    for (int optimistic = -3; optimistic <= 3; ++optimistic)
        for (int pessimistic = -3; pessimistic <= optimistic; ++pessimistic)
            values << DiscreteValue{Verdict(optimistic), Verdict(pessimistic)};
    return values;
}

} // namespace

class TestSymbols : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_symbols"));
        QSettings().clear();
        // The analysis alone (tst_autosolve tests the solve beside it).
        SolveService::saveAutoSolveSettings(false, 0);
    }

    void everySignInEveryLanguage_data() {
        QTest::addColumn<QString>("language");
        for (const QString &code : LanguageManager::availableLanguages())
            QTest::newRow(qPrintable(code)) << code;
    }
    void everySignInEveryLanguage() {
        QFETCH(QString, language);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language));
        const QFont font; // the application's font, which the panels use
        for (int v = -3; v <= 3; ++v) {
            const QString sign = ChessSymbols::verdict(Verdict(v), font);
            QVERIFY(!sign.isEmpty());
            const QString missing = missingGlyph(sign, font);
            QVERIFY2(missing.isEmpty(), qPrintable(missing));
        }
        for (const DiscreteValue &value : everyValue()) {
            const QString text = AnalysisPanel::valueText(value, font);
            const QString missing = missingGlyph(text, font);
            QVERIFY2(missing.isEmpty(), qPrintable(missing));
        }
        for (int nag = 0; nag < 256; ++nag) {
            const QString missing = missingGlyph(MoveListModel::nagSymbol(quint8(nag)), font);
            QVERIFY2(missing.isEmpty(), qPrintable(missing));
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void theUsualSignsWhereTheFontHasThem() {
        // With the fonts of .ci/deps.sh every usual sign is drawable, so the
        // GUI shows "⩲" rather than its ASCII stand-in.
        for (int v = -3; v <= 3; ++v)
            QCOMPARE(ChessSymbols::verdict(Verdict(v)), ChessSymbols::unicode(Verdict(v)));
        QCOMPARE(MoveListModel::nagSymbol(14), QStringLiteral("\u2a72"));
        QCOMPARE(MoveListModel::nagSymbol(15), QStringLiteral("\u2a71"));
        QCOMPARE(MoveListModel::nagSymbol(19), QStringLiteral("\u2212+"));
    }

    void asciiWhereTheFontCannotDrawTheSign() {
        // DejaVu Sans alone (no font merged in) has "±" but not "⩲": the sign
        // falls back to the ASCII form; "±" stays.
        QFont bare(QStringLiteral("DejaVu Sans"));
        bare.setStyleStrategy(QFont::NoFontMerging);
        const QFontMetrics metrics(bare);
        if (metrics.inFontUcs4(0x2a72)) QSKIP("this DejaVu Sans has U+2A72");
        QVERIFY(!ChessSymbols::isDrawable(QStringLiteral("\u2a72"), bare));
        QCOMPARE(ChessSymbols::verdict(Verdict::WhiteSlight, bare), QStringLiteral("+/="));
        QCOMPARE(ChessSymbols::verdict(Verdict::BlackSlight, bare), QStringLiteral("=/+"));
        QVERIFY(metrics.inFontUcs4(0xb1));
        QCOMPARE(ChessSymbols::verdict(Verdict::WhiteBig, bare), QStringLiteral("\u00b1"));
        const QString band = AnalysisPanel::valueText(
            DiscreteValue::band(Verdict::Equal, Verdict::WhiteSlight), bare);
        QVERIFY2(missingGlyph(band, bare).isEmpty(), qPrintable(band));
        QVERIFY(band.startsWith(QLatin1String("= .. +/=")));
    }

    void aWideBandIsUnclear() {
        // The start position's kind of band, "∓ .. +−", says nothing.
        const QString text = AnalysisPanel::valueText(
            DiscreteValue::band(Verdict::BlackBig, Verdict::WhiteDecisive));
        QVERIFY2(text.contains(QLatin1String("unclear")), qPrintable(text));
        // A narrow band keeps its words.
        const QString narrow =
            AnalysisPanel::valueText(DiscreteValue::band(Verdict::Equal, Verdict::WhiteSlight));
        QVERIFY2(narrow.contains(QLatin1String("between equality and slight advantage")),
                 qPrintable(narrow));
    }

    void analysisLabelsDrawWithTheirOwnFont() {
        MainWindow window;
        window.loadPosition(*parseFen(MainWindow::defaultFen().toStdString()).position);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.startAnalysisAction()->trigger();
        auto *panel = window.findChild<AnalysisPanel *>();
        QVERIFY(panel);
        auto *lines = panel->findChild<QTreeWidget *>();
        QTRY_VERIFY_WITH_TIMEOUT(lines->topLevelItemCount() > 0, 20000);
        window.analysisController()->stop();
        int checked = 0;
        for (QLabel *label : panel->findChildren<QLabel *>()) {
            const QString missing = missingGlyph(label->text(), label->font());
            QVERIFY2(missing.isEmpty(), qPrintable(missing));
            ++checked;
        }
        for (int row = 0; row < lines->topLevelItemCount(); ++row)
            for (int column = 0; column < lines->columnCount(); ++column) {
                const QString missing =
                    missingGlyph(lines->topLevelItem(row)->text(column), lines->font());
                QVERIFY2(missing.isEmpty(), qPrintable(missing));
            }
        QVERIFY(checked > 10);
    }
};

QTEST_MAIN(TestSymbols)
#include "tst_symbols.moc"
