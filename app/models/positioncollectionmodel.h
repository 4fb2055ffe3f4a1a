// A collection of positions read from a FEN or EPD file, one per line (blank
// lines and lines starting with '#' are skipped). Columns: number, EPD id,
// position (FEN), status ("legal" or the number of problems), and the
// player's practice progress where a provider is set (the collection panel's).
//
// Every line is kept, also unreadable ones, so the user sees what is wrong
// with a file; positionAt() tells whether a row holds a usable position.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include <QAbstractTableModel>
#include <QString>
#include <QStringList>

#include "chess/fen.h"

namespace rampart {

class PositionCollectionModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, IdColumn, FenColumn, StatusColumn, PracticeColumn, ColumnCount };
    enum Role {
        FenRole = Qt::UserRole + 1, // QString: the line as a FEN (normalised), or the raw line
        LineRole,                   // QString: the line as read
        LineNumberRole,             // int: 1-based line number in the file
        IdRole,                     // QString: the EPD "id" operand, may be empty
        IsLegalRole,                // bool: a legal position
        ProblemsRole,               // QStringList: translated problem texts
        BestMovesRole               // QStringList: EPD "bm" operands
    };

    explicit PositionCollectionModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Reads a file; on failure returns false, sets *error and keeps the old rows.
    bool load(const QString &path, QString *error = nullptr);
    // Replaces the rows by the lines of text.
    void setText(const QString &text, const QString &source = QString());
    void clear();

    QString source() const { return m_source; }
    // The practice column's text for a row's position (none: empty).
    void setPracticeProgress(std::function<QString(const Position &)> text);
    // The progress changed: the column is read again.
    void practiceProgressChanged();
    // The position of a row, when its line had sound syntax (possibly illegal).
    std::optional<Position> positionAt(int row) const;

private:
    struct Entry {
        QString line;
        int lineNumber = 0;
        EpdRecord record;
    };
    std::vector<Entry> m_entries;
    QString m_source;
    std::function<QString(const Position &)> m_practiceProgress;
};

} // namespace rampart
