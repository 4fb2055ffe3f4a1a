// The practice dock: the side the player plays (the better one by default),
// Start and Stop, what the session says (what is made first, why practice
// is off), the player's last move judged and Rampart's reply, after a slip
// Retry, Show a move and Play on, Resign, the "Show analysis" toggle (a try
// with it shown counts as helped), and at the end the result panel: kept or
// lost, the moves played against the optimal, hints and retries, the time
// taken and the seed. Save try as PGN writes the game of the try (the slips
// with "?" and their values, the hints, the seed).
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;

namespace rampart {

class PracticeSession;
struct PracticeResult;

class PracticePanel : public QWidget {
    Q_OBJECT

public:
    explicit PracticePanel(PracticeSession *session, QWidget *parent = nullptr);

    // Starts a try with the side chosen in the panel.
    void startTry();
    // The side box follows the board's position (its better side).
    void choosePositionsSide();
    bool isAnalysisShown() const;
    void setAnalysisShown(bool shown);
    // The result panel's text (empty before a try ends).
    QString resultText() const;

signals:
    // The "Show analysis" toggle.
    void analysisShownChanged(bool shown);
    // Save try as PGN.
    void saveRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();
    void retranslate();
    QString resultHtml(const PracticeResult &r) const;

    PracticeSession *m_session;
    QLabel *m_sideLabel, *m_message, *m_judged, *m_reply, *m_result;
    QComboBox *m_sideBox;
    QPushButton *m_start, *m_stop, *m_retry, *m_showMove, *m_playOn, *m_resign, *m_save;
    QCheckBox *m_showAnalysis;
    QGroupBox *m_resultBox;
};

} // namespace rampart
