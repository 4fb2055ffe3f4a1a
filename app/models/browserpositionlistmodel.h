// A list of table positions given as FEN (the record positions or the mutual
// zugzwangs of a table), one row each, shown as FEN with a short label;
// FenRole gives the FEN to load.
#pragma once

#include <string>
#include <vector>

#include <QAbstractListModel>
#include <QString>

namespace rampart {

class BrowserPositionListModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { FenRole = Qt::UserRole + 1, LabelRole };

    explicit BrowserPositionListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Replaces the rows; label is shown before every FEN ("mate in 19").
    void setPositions(const std::vector<std::string> &fens, const QString &label);
    // The same with a label per row (labels.size() == fens.size()).
    void setPositions(const std::vector<std::string> &fens, const std::vector<QString> &labels);
    QString fenAt(int row) const;

private:
    QString labelAt(int row) const {
        return m_labels.empty() ? m_label : m_labels[std::size_t(row)];
    }

    std::vector<QString> m_fens;
    QString m_label;
    std::vector<QString> m_labels; // per row, when given
};

} // namespace rampart
