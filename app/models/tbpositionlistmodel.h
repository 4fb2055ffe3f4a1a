// A list of table positions given as FEN (the record positions or the mutual
// zugzwangs of a table), one row each, shown as FEN with a short label;
// FenRole gives the FEN to load.
#pragma once

#include <QAbstractListModel>
#include <QString>

#include <string>
#include <vector>

namespace rampart {

class TbPositionListModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { FenRole = Qt::UserRole + 1, LabelRole };

    explicit TbPositionListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the rows; label is shown before every FEN ("mate in 19").
    void setPositions(const std::vector<std::string> &fens, const QString &label);
    QString fenAt(int row) const;

private:
    std::vector<QString> m_fens;
    QString m_label;
};

} // namespace rampart
