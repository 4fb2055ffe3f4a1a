// The "Getting started" page of the Help menu: a few sentences on how to use
// the board, and one button each for the sample collection, the tablebase
// browser and the pattern editor. The page only asks; MainWindow opens the
// panels (the page closes itself so the opened panel is in view).
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;

namespace rampart {

class GettingStartedDialog : public QDialog {
    Q_OBJECT

public:
    explicit GettingStartedDialog(QWidget *parent = nullptr);

    QPushButton *sampleCollectionButton() const { return m_samples; }
    QPushButton *tablebaseBrowserButton() const { return m_tablebase; }
    QPushButton *patternEditorButton() const { return m_patterns; }

signals:
    void sampleCollectionRequested();
    void tablebaseBrowserRequested();
    void patternEditorRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();

    QLabel *m_introduction;
    QPushButton *m_samples, *m_tablebase, *m_patterns;
    QLabel *m_samplesText, *m_tablebaseText, *m_patternsText;
    QLabel *m_footer;
    QPushButton *m_close;
};

} // namespace rampart
