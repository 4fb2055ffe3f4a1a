// Throwaway: screenshots of the browser (not committed).
#include <QTest>
#include <QTabWidget>
#include <QTableView>
#include "common/tableservice.h"
#include "widgets/tablebasebrowser.h"
#include "widgets/tbstatisticspanel.h"
#include "chess/fen.h"
using namespace rampart;
class Shots : public QObject {
    Q_OBJECT
private slots:
    void shots() {
        const QString dir = qEnvironmentVariable("SHOTS");
        TablebaseBrowser b;
        b.resize(1300, 800);
        b.show();
        for (const char *name : {"KPKP", "KQKP"}) {
            QVERIFY(b.setMaterialText(QString::fromLatin1(name)));
            QTRY_VERIFY_WITH_TIMEOUT(b.isTableReady(), 600000);
            const QString fenText = qEnvironmentVariable(name);
            if (!fenText.isEmpty()) QVERIFY(b.loadPosition(*parseFen(fenText.toStdString()).position));
            QTest::qWait(300);
            b.tabs()->setCurrentIndex(0);
            QTest::qWait(300);
            b.grab().save(dir + QStringLiteral("/browser-%1-moves.png").arg(QLatin1String(name)));
            b.tabs()->setCurrentIndex(1);
            b.ensureStatistics(true);
            QTest::qWait(500);
            b.grab().save(dir + QStringLiteral("/browser-%1-stats.png").arg(QLatin1String(name)));
            b.setMapView(TablebaseBrowser::MapView::WhoMoves);
            QTest::qWait(300);
            b.grab().save(dir + QStringLiteral("/browser-%1-whomoves.png").arg(QLatin1String(name)));
            b.setMapView(TablebaseBrowser::MapView::Results);
        }
    }
};
QTEST_MAIN(Shots)
#include "tst_zzshots.moc"
