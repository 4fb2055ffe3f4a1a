// The analysis panel: start/stop buttons and the latest report of the
// analysis controller — depth, nodes, speed, time, principal variation,
// score ("mate in N" when proven), the PawnKing value pair in symbols and
// words with its optimistic–pessimistic band, the table result and the
// blockage verdict. Analysis needs a legal position; otherwise the panel
// says why it cannot run. Without a search engine it says so, too.
#pragma once

#include <QList>
#include <QWidget>

class QFormLayout;
class QLabel;
class QPushButton;

namespace rampart {

class AnalysisController;
class PositionDocument;
struct AnalysisInfo;
struct DiscreteValue;

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    AnalysisPanel(PositionDocument *document, AnalysisController *controller,
                  QWidget *parent = nullptr);

    // Text of a value pair: "+− decisive advantage for White" or a band.
    static QString valueText(const DiscreteValue &value);
    // The reason analysis cannot run now, empty when it can.
    QString unavailableReason() const;
    // Whether the panel restarts the analysis when the position changes.
    bool isFollowing() const { return m_following; }

public slots:
    void startAnalysis();
    void stopAnalysis();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onInfo(const AnalysisInfo &info);
    void onPositionChanged();
    void updateState();
    // Clears the search results and shows what is known without a search
    // (the table result and the value it proves).
    void clearResults();
    void showStaticFacts();
    void retranslate();

    PositionDocument *m_document;
    AnalysisController *m_controller;
    bool m_following = false; // user pressed Start: follow position changes

    QPushButton *m_start;
    QPushButton *m_stop;
    QLabel *m_state;
    QFormLayout *m_form;
    QList<QLabel *> m_rowNames;
    QLabel *m_depth, *m_nodes, *m_speed, *m_time, *m_score, *m_value, *m_pv, *m_table, *m_blockage;
};

} // namespace rampart
