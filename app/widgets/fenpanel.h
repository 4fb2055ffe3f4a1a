// The FEN field: always shows the document's position as FEN; accepts a typed
// or pasted FEN or EPD line (Enter or the Apply button). Input with sound
// syntax replaces the position through the undo stack even when the position
// is illegal; input that cannot be read leaves the position alone. Either way
// the panel lists every problem the core found, translated.
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace rampart {

class PositionDocument;

class FenPanel : public QWidget {
    Q_OBJECT

public:
    explicit FenPanel(PositionDocument *document, QWidget *parent = nullptr);

    QLineEdit *lineEdit() const { return m_edit; }
    // The problems listed (translated), and the status line.
    QStringList problemTexts() const;
    QString statusText() const;

public slots:
    // Reads text as FEN or EPD and applies it; returns whether the position was replaced.
    bool applyText(const QString &text);
    void applyField();

signals:
    // The problem list changed (listed or cleared): the panel may need more
    // height to show them all, or may give it back.
    void problemsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void showDocument();
    void showProblems(const QStringList &problems, const QString &status, bool rejected);
    void retranslate();

    PositionDocument *m_document;
    QLineEdit *m_edit;
    QPushButton *m_applyButton;
    QLabel *m_status;
    QListWidget *m_problems;
    QString m_rejectedInput; // the last unreadable input, kept in the field
};

} // namespace rampart
