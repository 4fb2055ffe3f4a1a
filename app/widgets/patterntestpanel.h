// Tests one pattern live, in three tabs:
//   Position    the position (from the main board, a FEN or a collection)
//               on a board with the selected match highlighted: the fixed
//               men, the variable men that were found, the squares the not
//               board keeps empty, and the identities; the transform is named.
//   Collection  a FEN/EPD file: the matching positions as a list with
//               counts; clicking one loads it on the Position tab. Or a PGN
//               file: every position of every game's main line is tried
//               (off the GUI thread, PgnPatternScanner, with progress and
//               Cancel); each hit is listed as game, move and instance.
//   Table test  the pattern against a pawn table of the user's choice (KPK,
//               KPKP, KPPK): how many positions match, per side to move and
//               split into wins, draws and losses, and its knowledge holes
//               (PatternHolesPanel, off the GUI thread).
// setPattern() re-runs everything (the table test after a short pause, so
// dragging men about does not start a run per step).
#pragma once

#include <vector>

#include <QWidget>

#include "chess/position.h"

#include "patterns/pattern.h"
#include "patterns/patternmatcher.h"

#include "workers/pgnpatternscan.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace rampart {

class PatternHolesPanel;

class AnnotatedBoard;
class PositionCollectionModel;

class PatternTestPanel : public QWidget {
    Q_OBJECT

public:
    explicit PatternTestPanel(QWidget *parent = nullptr);

    void setPattern(const Pattern &pattern);
    const Pattern &pattern() const { return m_pattern; }

    // The position the pattern is tried on.
    void setPosition(const Position &pos);
    const Position &position() const { return m_position; }
    const std::vector<PatternMatch> &matches() const { return m_matches; }
    // Highlights match i on the board (-1: none).
    void selectMatch(int i);
    AnnotatedBoard *board() const { return m_board; }
    QString transformLabelText() const;

    // Collection: loads a FEN/EPD file (false and *error on failure). A
    // .pgn file starts the scan of its games instead (true at once).
    bool loadCollection(const QString &path, QString *error = nullptr);
    // PGN: the hits of the last finished scan (pgnScanFinished() says when
    // it is there); cancels a running scan.
    const PgnPatternScanResult &pgnResult() const { return m_pgnResult; }
    void cancelPgnScan();
    // Rows of the collection that match (0-based rows of the file's model).
    const std::vector<int> &matchingRows() const { return m_matchingRows; }
    int collectionSize() const;
    QListWidget *collectionList() const { return m_collectionList; }
    // Loads the matching collection entry at index i of the list.
    void activateCollectionEntry(int i);

    QTabWidget *tabs() const { return m_tabs; }
    // The "Table test" tab (any pawn table: KPK, KPKP, KPPK).
    PatternHolesPanel *holesPanel() const { return m_holesPanel; }

    // "colour flip, files +2, ranks −1" / "as written" (translated).
    static QString transformText(const PatternTransform &t);

signals:
    // The user wants this position on the main board.
    void positionActivated(const rampart::Position &position);
    // The user wants the main board's position here (answer with setPosition()).
    void mainPositionRequested();
    // The scan of a PGN file ended (done, cancelled or failed): pgnResult()
    // and the Collection tab show it. Not for a scan a newer one replaced.
    void pgnScanFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void runPositionTest();
    void runCollectionTest();
    void updateMarks();
    void onFenEntered();

    Pattern m_pattern;
    Position m_position;
    std::vector<PatternMatch> m_matches;
    int m_selectedMatch = -1;
    std::vector<int> m_matchingRows;
    PositionCollectionModel *m_collection;
    PgnPatternScanner *m_pgnScanner;
    QString m_pgnPath; // set while the collection is a PGN file
    PgnPatternScanResult m_pgnResult;
    int m_pgnRequest = 0;
    void startPgnScan();
    void onPgnScanFinished(int requestId, const PgnPatternScanResult &result);
    // The Collection tab's list and summary for m_pgnResult.
    void showPgnResult();
    PatternHolesPanel *m_holesPanel;

    QTabWidget *m_tabs;
    // Position tab
    AnnotatedBoard *m_board;
    QLineEdit *m_fenEdit;
    QPushButton *m_fromMainButton;
    QPushButton *m_toMainButton;
    QLabel *m_fenError;
    QLabel *m_positionSummary;
    QLabel *m_transformLabel;
    QListWidget *m_matchList;
    // Collection tab
    QPushButton *m_openCollectionButton;
    QLabel *m_collectionSummary;
    QListWidget *m_collectionList;
    QProgressBar *m_collectionProgress;
    QPushButton *m_collectionCancel;
};

} // namespace rampart
