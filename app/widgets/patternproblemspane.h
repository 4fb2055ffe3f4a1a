// The pattern editor's problem pane: "Problems (N):" over a list that holds
// first the problems of the last failed load or save (a red heading and its
// lines), then every problem the core's validation finds in the library,
// each naming its pattern and field. Activating (or clicking) a validation
// problem emits problemActivated with its pattern row and field, for the
// editor to select them.
//
// Children by object name: patternProblemsLabel, patternProblemList.
#pragma once

#include <vector>

#include <QString>
#include <QStringList>
#include <QWidget>

#include "patterns/patternlibrary.h"

class QLabel;
class QListWidget;

namespace rampart {

class PatternProblemsPane : public QWidget {
    Q_OBJECT

public:
    explicit PatternProblemsPane(QWidget *parent = nullptr);

    // The file's problems (heading and lines; empty: none) and the library's.
    void showProblems(const QString &fileHeading, const QStringList &fileProblems,
                      const std::vector<PatternLibraryProblem> &problems);

signals:
    void problemActivated(int patternRow, const QString &field);

private:
    void activate(int row);

    QLabel *m_label;
    QListWidget *m_list;
};

} // namespace rampart
