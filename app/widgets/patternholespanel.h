// The pattern editor's "Knowledge holes" tab: the current pattern tested
// against a pawn endgame table of the user's choice (KPK, KPKP or KPPK; a
// table not built yet is built in the background first): how many positions
// it matches, how many its side wins, and the holes (matched but drawn,
// matched but lost) as a list; a click opens one on the main board, and the
// list can be exported as EPD. See PatternHoleReport.
#pragma once

#include "patterns/pattern.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListView;
class QProgressBar;
class QPushButton;

namespace rampart {

class PatternHoleFinder;
class TbPositionListModel;
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
    // Runs the test now (building the table first when needed); with wait,
    // blocks until the result is shown (tests; the table must be built).
    void run(bool wait = false);
    bool hasReport() const;
    const PatternHoleReport &report() const;
    bool exportEpd(const QString &path, QString *error = nullptr) const;

    TbPositionListModel *holeModel() const { return m_holeModel; }
    QListView *holeView() const { return m_holeView; }
    QLabel *summaryLabel() const { return m_summary; }
    QComboBox *tableCombo() const { return m_tableCombo; }

signals:
    void positionActivated(const rampart::Position &position);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onFinished(int requestId, const PatternHoleReport &report);
    void showReport();

    TableService &m_tables;
    Pattern m_pattern;
    PatternHoleFinder *m_finder;
    std::unique_ptr<PatternHoleReport> m_report;
    int m_request = 0;
    bool m_runWhenBuilt = false;

    QLabel *m_intro, *m_tableLabel, *m_summary;
    QComboBox *m_tableCombo;
    QPushButton *m_runButton, *m_exportButton;
    QProgressBar *m_busy;
    TableBuildBar *m_buildBar;
    TbPositionListModel *m_holeModel;
    QListView *m_holeView;
};

} // namespace rampart
