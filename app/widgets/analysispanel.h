// The analysis panel: start/stop buttons, the number of lines to show (a spin
// box, 1-8, kept in QSettings), the lock that keeps the analysis on one
// position, and the latest report of the analysis controller — depth, nodes,
// speed, time, the depth and root move being searched (live, up to ten times
// a second), score ("mate in N" when proven), the PawnKing value pair in
// symbols and words with its optimistic–pessimistic band, the table result
// (for a position no table answers, the latest solved set's value when the
// set holds it; before a search reports, the Value row shows that value too)
// and the blockage verdict — and the best lines, best first.
//
// Clicking a line plays it out on the board (from the analysed position);
// "Add as variation" hands the chosen line to the variation adder (see
// setVariationAdder), the game's own way to add a line beside its moves.
//
// Follow or lock: following (the default), a change of the board's position
// restarts the analysis there; locked, the analysis stays on the position it
// was locked to while the user looks around the game. The panel says which.
// Analysis needs a legal position; otherwise the panel says why it cannot
// run. Without a search engine it says so, too.
//
// Below the search, the solver (SolvePanel): Solve proves the position by
// solving every position reachable from it, and its values stay shown while
// the board stays inside the solved set.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include <QList>
#include <QWidget>

#include "chess/legality.h"
#include "chess/position.h"

#include "eval/discretevalue.h"

#include "widgets/solvepanel.h"

class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace rampart {

class AnalysisController;
class PositionDocument;
struct SolverValue;
struct AnalysisInfo;
struct AnalysisLine;

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    // Adds moves (legal from `from`) to the game as a variation; returns
    // false when it could not. Called with the board showing `from`.
    using VariationAdder =
        std::function<bool(const Position &from, const std::vector<Move> &moves)>;
    // Adds the best line from `from` (after `first`, when given) to the game
    // (MainWindow::addBestLineToGame()); false when it could not. The solve
    // panel's, which this panel hands it on to.
    using BestLineAdder = SolvePanel::BestLineAdder;

    AnalysisPanel(PositionDocument *document, AnalysisController *controller,
                  QWidget *parent = nullptr);
    // Disconnects the children first (see the definition).
    ~AnalysisPanel() override;

    // Text of a value pair: "+− decisive advantage for White", a band, or
    // "unclear" for a band from an advantage for one side to one for the
    // other. Its signs are drawable with font (see ChessSymbols).
    static QString valueText(const DiscreteValue &value, const QFont &font = QFont());
    // The reason analysis cannot run now, empty when it can.
    QString unavailableReason() const;
    // Whether the panel restarts the analysis when the position changes.
    bool isFollowing() const { return m_following; }
    // Locked: the analysis stays on lockedPosition() whatever the board shows.
    bool isLocked() const { return m_locked; }
    const Position &lockedPosition() const { return m_lockedPosition; }
    // Lines to analyse (1-8); the spin box's value.
    int lineCount() const;
    void setLineCount(int lines);
    // The lines of the latest report, best first.
    const QList<AnalysisLine> &lines() const { return m_lines; }

    // The solver's part of the panel (Solve, its progress and results).
    SolvePanel *solvePanel() const { return m_solve; }

    // Without an adder "Add as variation" stays disabled and says why.
    void setVariationAdder(VariationAdder adder);
    // "Add best line" beside the Table row (and in the solved move list's
    // context menu); without an adder it is hidden.
    void setBestLineAdder(BestLineAdder adder);

    // QSettings key of the line count.
    static constexpr const char *LineCountKey = "analysis/lines";

public slots:
    void startAnalysis();
    void stopAnalysis();
    // Lock to the position analysed now (or the board's, when idle); false
    // follows the board again (and moves the analysis there).
    void setLocked(bool locked);
    // Plays line `index` out on the board from the analysed position;
    // false (with the reason shown) when it cannot.
    bool playLine(int index);
    // Hands line `index` to the variation adder, the board first brought to
    // the analysed position; false (with the reason shown) when it cannot.
    bool addLineAsVariation(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onInfo(const AnalysisInfo &info);
    void onPositionChanged();
    void onLineCountChanged(int lines);
    // Starts (or restarts) the search on the analysed position.
    void restart();
    // The position to analyse: the locked one or the board's.
    const Position &analysedPosition() const;
    void updateState();
    void updateLineButtons();
    // Clears the search results and shows what is known without a search
    // (the table result and the value it proves).
    void clearResults();
    void showStaticFacts();
    // The Table row: the table's result (legal: the analysed position when
    // it is legal), else solved (solvedSetValue() of the analysed position),
    // else "not in a table".
    void showTableRow(const std::optional<LegalPosition> &legal,
                      const std::optional<SolverValue> &solved);
    // The latest solved set's value of the analysed position when no built
    // table answers it (a table keeps priority); nothing outside the set.
    std::optional<SolverValue> solvedSetValue(const std::optional<LegalPosition> &legal) const;
    void showLines();
    // Row heights that show each line's moves wrapped to the column.
    void fitLineHeights();
    // The score and value of the latest search report (m_report).
    void showReport();
    QString scoreText(int centipawns, int mateIn) const;
    // Brings the board to the analysed position when the game still has it
    // (locked, the user may have looked elsewhere); false when it cannot.
    bool boardAtAnalysedPosition();
    void retranslate();

    PositionDocument *m_document;
    AnalysisController *m_controller;
    bool m_following = false; // user pressed Start: follow position changes
    bool m_locked = false;
    Position m_lockedPosition;
    int m_lockedPly = 0; // the game ply the locked position was taken from
    QList<AnalysisLine> m_lines;
    // The latest completed depth's score and value, kept to be said again
    // after a language switch; empty until a search reports.
    struct SearchReport {
        int centipawns = 0;
        int mateIn = 0;
        std::optional<DiscreteValue> value;
    };
    std::optional<SearchReport> m_report;
    VariationAdder m_variationAdder;
    BestLineAdder m_bestLineAdder;
    bool m_tableRowSolved = false; // the Table row shows the solved set's value
    QString m_lineProblem; // why the last play/add of a line failed, shown until the next report

    QPushButton *m_start;
    QPushButton *m_stop;
    QPushButton *m_lock;
    QLabel *m_lineCountLabel;
    QSpinBox *m_lineCount;
    QLabel *m_state;
    QLabel *m_mode;
    QFormLayout *m_form;
    QList<QLabel *> m_rowNames;
    QLabel *m_depth, *m_nodes, *m_speed, *m_time, *m_searching, *m_score, *m_value, *m_table,
        *m_blockage;
    QTreeWidget *m_lineView;
    QPushButton *m_playLine;
    QPushButton *m_addVariation;
    QToolButton *m_addBestLine; // beside the Table row
    SolvePanel *m_solve;
};

} // namespace rampart
