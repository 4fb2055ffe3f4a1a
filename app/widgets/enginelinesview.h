// The external engines' part of the analysis panel: one section per engine
// the user switched on in Analysis ▸ Engines… (EngineSettings), each with its
// name, Start and Stop, the number of lines (MultiPV, 1-8), its state
// ("searching, depth 24", or why it failed) and its lines, best first: score
// from White's view, depth and the moves in SAN.
//
// Each engine is a UciEngine (its own process); while it runs it follows the
// board: a change of the document's position restarts it there, and an
// illegal or finished position stops it with the reason shown. A failed
// engine (crashed, hung, not startable) is shown as failed; Start tries again.
// The view plugs into the analysis panel below Rampart's own analysis and is
// independent of it (either may run alone).
#pragma once

#include <QList>
#include <QWidget>

#include "services/enginesettings.h"

class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;
class QVBoxLayout;

namespace rampart {

class PositionDocument;
class UciEngine;

class EngineLinesView : public QWidget {
    Q_OBJECT

public:
    explicit EngineLinesView(PositionDocument *document, QWidget *parent = nullptr);
    ~EngineLinesView() override;

    // Rebuilds the sections for the enabled engines (running ones stop).
    void setEngines(const QList<EngineConfig> &engines);
    int engineCount() const { return int(m_sections.size()); }
    UciEngine *engine(int index) const;
    QString engineName(int index) const;
    // The state line of a section and its line view (for tests).
    QString stateText(int index) const;
    QTreeWidget *lineView(int index) const;
    // Replies the engines must give in time (UciEngine::setTimeout).
    void setTimeout(int ms);

public slots:
    void start(int index);
    void stop(int index);
    void setLineCount(int index, int lines);

signals:
    // An engine failed; reason is a full sentence.
    void engineFailed(const QString &name, const QString &reason);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Section {
        EngineConfig config;
        UciEngine *engine = nullptr;
        QWidget *box = nullptr;
        QLabel *title = nullptr;
        QPushButton *start = nullptr;
        QPushButton *stop = nullptr;
        QLabel *linesLabel = nullptr;
        QSpinBox *lines = nullptr;
        QLabel *state = nullptr;
        QTreeWidget *view = nullptr;
        QString problem; // why it cannot run here (illegal position, ...)
    };
    void onPositionChanged();
    // Why no engine can analyse the board's position (empty when it can).
    QString positionProblem() const;
    void showLines(int index);
    // Row heights for the wrapped moves at the column's width.
    void fitRows(int index);
    void updateState(int index);
    void retranslate();

    PositionDocument *m_document;
    QVBoxLayout *m_layout;
    QList<Section> m_sections;
    int m_timeoutMs = 0; // 0: UciEngine's own timeouts
};

} // namespace rampart
