// The solver's part of the analysis panel: "Solve" proves the board's
// position by solving every position reachable from it (solver/solver.h,
// run by SolveService in the background). While it runs: a progress bar,
// the slices done and to go, the positions and the time left, and Cancel.
// A refusal (the set would need more memory than the limit) or a failure
// is said in words with its figures.
//
// Afterwards, and for every position of the solved set the board shows
// (moves played from the solved position stay inside it): the verdict
// (proven win N / proven draw / proven loss N, or the interval when it rests
// on a promotion outside the scope), the DTM line and every legal move with
// its value (SolvedMoveModel; a click plays the move). The fifty-move rule
// is ignored, and the panel says so.
//
// Where the set proves win/draw/loss but leaves a DTM open (an interval, a
// move's interval, or no DTM line), the panel settles it by the mate search
// in the background as soon as the board shows the position
// (the service's DtmSettleRunner), with a busy bar, its positions and time, and Cancel;
// the move list, verdict and line then show the exact DTMs. Each position is
// searched once per solved set: a search that stops at its limit keeps what
// it narrowed and is not started again by itself.
//
// Solve is disabled, with the reason as its tooltip, for a position the
// solver cannot take: illegal, castling rights, more than one piece a side,
// game over, or while a solve runs.
//
// Proof without asking: the analysis panel tells analysisStarted() when it
// starts analysing a position, and the service may then solve it
// automatically (SolveService::solveBeside()). While that runs the panel
// keeps quiet: one line with the solve's figures and how the cores are
// divided, and Cancel, no progress bar; its result shows as Solve's would.
// When it does not start, the line says why (out of the solver's scope,
// too many positions for the budget with the estimate, cancelled before),
// for the position it is about, and Solve stays there.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which these headers include
#include "workers/solveservice.h"
#endif

#include <cstdint>
#include <functional>
#include <optional>
#include <set>

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace rampart {

class PositionDocument;
class SolvedMoveModel;

class SolvePanel : public QWidget {
    Q_OBJECT

public:
    SolvePanel(PositionDocument *document, SolveService &service, QWidget *parent = nullptr);
    ~SolvePanel() override;

    // Adds the best line from a position after a move to the game
    // (AnalysisPanel::BestLineAdder); without one the move list's "Add best
    // line to the game" stays disabled.
    using BestLineAdder = std::function<bool(const Position &from, std::optional<Move> first)>;

    // Why Solve cannot run now, empty when it can.
    QString unavailableReason() const;
    void setBestLineAdder(BestLineAdder adder);
    // Shows action (Game ▸ Practise this position) as a button beside Solve.
    void setPractiseAction(QAction *action);
    SolveService &service() const { return m_service; }
    SolvedMoveModel *moveModel() const { return m_moves; }

public slots:
    // Solves the board's position in the background; false when it cannot
    // (the reason is Solve's tooltip and unavailableReason()).
    bool solve();
    void cancel();
    // An analysis of pos starts / stopped: the automatic solve beside it.
    void analysisStarted(const rampart::Position &pos);
    void analysisStopped();

signals:
    // Whether Solve can run changed (the main window's action follows it).
    void availabilityChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onProgress(const SolveProgress &progress);
    void onFinished(const SolveOutcome &outcome);
    // The verdict, line and moves of the board's position from the set.
    void showPosition();
    // Scrolls the dock the panel sits in (when it scrolls) so that the
    // verdict and as much of the move list as fits are in view.
    void revealResult();
    void updateState();
    void retranslate();
    // Starts the DTM search for the board's position when it has something
    // open and was not searched in this set before.
    void settleIfOpen();
    void onSettleFinished(const DtmSettleOutcome &outcome);
    QString settleOutcomeText(const DtmSettleOutcome &outcome) const;
    QString progressText(const SolveProgress &p) const;
    QString outcomeText(const SolveOutcome &outcome, bool automatic) const;
    // Why the analysis of the board's position has no automatic solve, from
    // the last analysisStarted() about it; empty when it has one or none
    // was tried.
    QString autoSolveNote() const;

    PositionDocument *m_document;
    SolveService &m_service;
    SolvedMoveModel *m_moves;
    std::optional<SolveOutcome> m_lastOutcome; // said again after a language switch
    bool m_lastAutomatic = false;              // m_lastOutcome came from an automatic solve
    std::optional<AutoSolveState> m_autoState; // the last analysisStarted()'s
    Position m_autoPosition;                   // ... position
    DtmSettleRunner *m_settler;                // the service's
    // Positions (keys) whose DTM search ended, in the set they were searched in.
    std::weak_ptr<const SolvedSet> m_settledSet;
    std::set<std::uint64_t> m_settledKeys;
    std::optional<DtmSettleOutcome> m_lastSettle; // said again after a language switch
    QPushButton *m_solve, *m_cancel;
    QHBoxLayout *m_buttonRow;
    BestLineAdder m_bestLineAdder;
    QAction *m_addBestLine; // the move list's context menu
    QProgressBar *m_progress;
    QLabel *m_status, *m_settleStatus, *m_verdict, *m_line, *m_notes;
    QTableView *m_moveView;
};

} // namespace rampart
