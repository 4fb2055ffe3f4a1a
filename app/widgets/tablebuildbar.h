// The strip above the tablebase browser's board that says whether the
// chosen material's table is there: hidden when it is; while it is built in
// the background, which table of how many is done, a progress bar and
// Cancel; after a cancel or a failure, why, and a Build button.
// Children by object name: tableBuildLabel, tableBuildProgress,
// tableBuildCancelButton, tableBuildButton.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which this header includes
#include "tables/material.h"
#endif

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace rampart {

class TableService;

class TableBuildBar : public QWidget {
    Q_OBJECT

public:
    explicit TableBuildBar(TableService &service, QWidget *parent = nullptr);

    // The material the browser shows; builds it when autoBuild and it is missing.
    void setMaterial(const Material &material, bool autoBuild);
    const Material &material() const { return m_material; }
    bool isReady() const;

signals:
    // The shown material's table (and those its moves lead to) became available.
    void ready();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onProgress(const Material &target, int finished, int total, const QString &current);
    void onFinished(const Material &target, bool ok, bool cancelled, const QString &message);
    void showState();

    TableService &m_service;
    Material m_material;
    QString m_lastMessage; // why the table is missing after a cancel or failure
    QLabel *m_label;
    QProgressBar *m_progress;
    QPushButton *m_cancelButton, *m_buildButton;
};

} // namespace rampart
