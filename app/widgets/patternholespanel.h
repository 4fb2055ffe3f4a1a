// The pattern editor's "Table test" tab: the current pattern tested against
// a pawn endgame table of the user's choice (KPK, KPKP or KPPK; a table not
// built yet is built in the background first): how many positions it
// matches, per side to move and split into wins, draws and losses for the
// side to move, how many its side wins, and the knowledge holes (matched but
// drawn, matched but lost) as a list; a click opens one on the main board,
// and the list can be exported as EPD. See PatternHoleReport.
//
// While the tab is shown and its table is built, a changed pattern is tested
// again after a short pause (dragging men about does not start a run per
// step); a run never blocks the GUI thread.
#pragma once

#include <QWidget>

#include "patterns/pattern.h"

class QComboBox;
class QGridLayout;
class QLabel;
class QListView;
class QProgressBar;
class QPushButton;
class QTimer;

namespace rampart {

class PatternHoleFinder;
class BrowserPositionListModel;
class TableBuildBar;
class TableService;
struct PatternHoleReport;

class PatternHolesPanel : public QWidget {
    Q_OBJECT

public:
    explicit PatternHolesPanel(QWidget *parent = nullptr);
    ~PatternHolesPanel() override;

    // Forgets the last result (a new pattern is tested on Run).
    void setPattern(const Pattern &pattern);
    // "KPK", "KPKP" or "KPPK".
    void setTable(const QString &name);
    QString tableName() const;
    // Starts the test now (building the table first when needed); the
    // result is shown when it arrives (hasReport()).
    void run();
    bool hasReport() const;
    const PatternHoleReport &report() const;
    bool exportEpd(const QString &path, QString *error = nullptr) const;

    BrowserPositionListModel *holeModel() const { return m_holeModel; }
    QListView *holeView() const { return m_holeView; }
    QLabel *summaryLabel() const { return m_summary; }
    QComboBox *tableCombo() const { return m_tableCombo; }
    // The text of a cell of the counts grid: row 0 White to move, 1 Black to
    // move, 2 both; column 0 positions, 1 matched, 2 wins, 3 draws, 4 losses.
    QString countText(int row, int column) const;

signals:
    void positionActivated(const rampart::Position &position);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void onFinished(int requestId, const PatternHoleReport &report);
    void showReport();
    void showCounts();
    // Starts the pause before an automatic run when the table is built and
    // the tab is shown.
    void scheduleRun();

    TableService &m_tables;
    Pattern m_pattern;
    PatternHoleFinder *m_finder;
    std::unique_ptr<PatternHoleReport> m_report;
    int m_request = 0;
    bool m_runWhenBuilt = false;
    QTimer *m_autoRun;

    QLabel *m_intro, *m_tableLabel, *m_summary;
    QLabel *m_headers[5], *m_rowNames[3], *m_cells[3][5];
    QComboBox *m_tableCombo;
    QPushButton *m_runButton, *m_exportButton;
    QProgressBar *m_busy;
    TableBuildBar *m_buildBar;
    BrowserPositionListModel *m_holeModel;
    QListView *m_holeView;
};

} // namespace rampart
