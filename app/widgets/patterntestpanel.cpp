#include "widgets/patterntestpanel.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include "chess/fen.h"

#include "text/fenproblemtext.h"
#include "text/localnumber.h"
#include "text/patterntext.h"

#include "guikit/patternstyle.h"

#include "models/positioncollectionmodel.h"

#include "widgets/annotatedboard.h"
#include "widgets/patternholespanel.h"

namespace rampart {

namespace {

// A pattern square carried onto the board, NoSquare when it leaves it.
Square carried(const PatternTransform &t, Square s) {
    const int to = t.apply(s);
    return isValidSquare(to) ? Square(to) : NoSquare;
}
} // namespace

PatternTestPanel::PatternTestPanel(QWidget *parent)
    : QWidget(parent)
    , m_collection(new PositionCollectionModel(this))
    , m_pgnScanner(new PgnPatternScanner(this))
    , m_tabs(new QTabWidget(this)) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    // Position tab.
    auto *positionPage = new QWidget;
    auto *positionLayout = new QVBoxLayout(positionPage);
    m_board = new AnnotatedBoard;
    m_board->setAttribute(Qt::WA_TransparentForMouseEvents); // a display, not for playing
    m_board->setMinimumSize(200, 200);
    auto *fenRow = new QHBoxLayout;
    m_fenEdit = new QLineEdit;
    m_fromMainButton = new QPushButton;
    m_fromMainButton->setObjectName(QStringLiteral("fromMainBoardButton"));
    m_toMainButton = new QPushButton;
    m_toMainButton->setObjectName(QStringLiteral("toMainBoardButton"));
    fenRow->addWidget(m_fromMainButton);
    fenRow->addWidget(m_toMainButton);
    fenRow->addStretch(1);
    m_fenError = new QLabel;
    m_fenError->setStyleSheet(QStringLiteral("color: #c62828"));
    m_fenError->setWordWrap(true);
    m_fenError->hide();
    m_positionSummary = new QLabel;
    m_positionSummary->setWordWrap(true);
    m_transformLabel = new QLabel;
    m_transformLabel->setWordWrap(true);
    m_matchList = new QListWidget;
    m_matchList->setMaximumHeight(110);
    m_matchList->setWordWrap(true);
    m_matchList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    positionLayout->addWidget(m_board, 1);
    positionLayout->addWidget(m_fenEdit);
    positionLayout->addLayout(fenRow);
    positionLayout->addWidget(m_fenError);
    positionLayout->addWidget(m_positionSummary);
    positionLayout->addWidget(m_transformLabel);
    positionLayout->addWidget(m_matchList);
    m_tabs->addTab(positionPage, QString());

    // Collection tab.
    auto *collectionPage = new QWidget;
    auto *collectionLayout = new QVBoxLayout(collectionPage);
    m_openCollectionButton = new QPushButton;
    m_openCollectionButton->setObjectName(QStringLiteral("openCollectionButton"));
    m_collectionSummary = new QLabel;
    m_collectionSummary->setWordWrap(true);
    m_collectionList = new QListWidget;
    m_collectionProgress = new QProgressBar;
    m_collectionProgress->setRange(0, 1000);
    m_collectionProgress->hide();
    m_collectionCancel = new QPushButton;
    m_collectionCancel->hide();
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_collectionProgress, 1);
    progressRow->addWidget(m_collectionCancel);
    collectionLayout->addWidget(m_openCollectionButton, 0, Qt::AlignLeft);
    collectionLayout->addLayout(progressRow);
    collectionLayout->addWidget(m_collectionSummary);
    collectionLayout->addWidget(m_collectionList, 1);
    m_tabs->addTab(collectionPage, QString());

    m_holesPanel = new PatternHolesPanel;
    m_tabs->addTab(m_holesPanel, QString());
    connect(m_holesPanel, &PatternHolesPanel::positionActivated, this,
            &PatternTestPanel::positionActivated);

    connect(m_fenEdit, &QLineEdit::returnPressed, this, &PatternTestPanel::onFenEntered);
    connect(m_fromMainButton, &QPushButton::clicked, this,
            &PatternTestPanel::mainPositionRequested);
    connect(m_toMainButton, &QPushButton::clicked, this,
            [this] { emit positionActivated(m_position); });
    connect(m_matchList, &QListWidget::currentRowChanged, this, &PatternTestPanel::selectMatch);
    connect(m_openCollectionButton, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open a position collection"), QString(),
                                         tr("Positions (*.epd *.fen *.txt);;PGN games "
                                            "(*.pgn);;All files (*)"));
        if (path.isEmpty()) return;
        QString error;
        if (!loadCollection(path, &error)) m_collectionSummary->setText(error);
    });
    connect(m_collectionList, &QListWidget::currentRowChanged, this,
            &PatternTestPanel::activateCollectionEntry);
    connect(m_collectionCancel, &QPushButton::clicked, this, &PatternTestPanel::cancelPgnScan);
    connect(m_pgnScanner, &PgnPatternScanner::progress, m_collectionProgress,
            &QProgressBar::setValue);
    connect(m_pgnScanner, &PgnPatternScanner::finished, this, &PatternTestPanel::onPgnScanFinished);

    retranslate();
    setPosition(Position());
}

void PatternTestPanel::setPattern(const Pattern &pattern) {
    const bool boardsChanged =
        !(pattern.fixed == m_pattern.fixed && pattern.notBoard == m_pattern.notBoard &&
          pattern.variable == m_pattern.variable && pattern.transforms == m_pattern.transforms &&
          pattern.sideToMove == m_pattern.sideToMove);
    m_pattern = pattern;
    runPositionTest();
    if (!boardsChanged) return; // name, description, roles: results stay
    runCollectionTest();
    m_holesPanel->setPattern(pattern);
}

void PatternTestPanel::setPosition(const Position &pos) {
    m_position = pos;
    m_board->setPosition(pos);
    m_fenEdit->setText(QString::fromStdString(toFen(pos)));
    m_fenError->hide();
    runPositionTest();
}

void PatternTestPanel::onFenEntered() {
    const FenResult result = parseFen(m_fenEdit->text().trimmed().toStdString());
    if (!result.position) {
        m_fenError->setText(FenProblemText::texts(result.problems).join(QLatin1Char('\n')));
        m_fenError->show();
        return;
    }
    // Patterns only look at pawns and kings, so an illegal position is still worth testing.
    const QString text = m_fenEdit->text();
    setPosition(*result.position);
    if (!result.problems.empty()) {
        m_fenEdit->setText(text);
        m_fenError->setText(FenProblemText::texts(result.problems).join(QLatin1Char('\n')));
        m_fenError->show();
    }
}

void PatternTestPanel::runPositionTest() {
    m_matches = matchPattern(m_pattern, m_position);
    const QSignalBlocker blocker(m_matchList);
    m_matchList->clear();
    for (const PatternMatch &match : m_matches) {
        QStringList ids;
        for (const SquareIdentity &identity : match.identities) {
            ids << QStringLiteral("%1 %2").arg(QLatin1String(squareName(identity.square)),
                                               PatternText::roles(identity.roles));
        }
        const QString side = match.side == White ? tr("for White") : tr("for Black");
        QString text = QStringLiteral("%1 (%2)").arg(transformText(match.transform), side);
        if (!ids.isEmpty()) text += QStringLiteral(" — ") + ids.join(QStringLiteral("; "));
        m_matchList->addItem(text);
    }
    m_positionSummary->setText(
        m_matches.empty() ? tr("The pattern does not match this position.")
                          : tr("Matches in this position: %1.").arg(localNumber(m_matches.size())));
    m_selectedMatch = m_matches.empty() ? -1 : 0;
    m_matchList->setCurrentRow(m_selectedMatch);
    updateMarks();
}

void PatternTestPanel::selectMatch(int i) {
    m_selectedMatch = (i >= 0 && i < int(m_matches.size())) ? i : -1;
    if (m_matchList->currentRow() != m_selectedMatch) {
        const QSignalBlocker blocker(m_matchList);
        m_matchList->setCurrentRow(m_selectedMatch);
    }
    updateMarks();
}

QString PatternTestPanel::transformLabelText() const {
    return m_transformLabel->text();
}

void PatternTestPanel::updateMarks() {
    std::array<SquareMark, 64> marks;
    if (m_selectedMatch < 0) {
        m_board->setMarks(marks);
        m_transformLabel->setText(m_matches.empty() ? QString() : tr("Transform: –"));
        return;
    }
    const PatternMatch &match = m_matches[std::size_t(m_selectedMatch)];
    const PatternTransform &t = match.transform;
    const QuadBitboard board = QuadBitboard::fromPosition(m_position);
    const auto mark = [&](const QuadBitboard &quad, PatternLayer layer, bool onlyPresent) {
        QColor color = PatternStyle::layerColor(layer);
        for (Man man : allMen) {
            for (Bitboard b = quad[man]; b;) {
                const Square s = carried(t, popLsb(b));
                if (s == NoSquare) continue;
                // The colour flip turns the pattern's men into the other colour's.
                const Man onBoard = t.colorFlipped ? flipped(man) : man;
                if (onlyPresent && !board.has(onBoard, s)) continue;
                SquareMark &m = marks[s];
                if (layer == PatternLayer::Not) {
                    m.frame = color;
                    m.frameStyle = Qt::DashLine;
                } else {
                    color.setAlpha(110);
                    m.fill = color;
                }
                m.toolTip += (m.toolTip.isEmpty() ? QString() : QStringLiteral("\n")) +
                             QStringLiteral("%1: %2").arg(PatternStyle::layerName(layer),
                                                          PatternStyle::manName(onBoard));
            }
        }
    };
    mark(m_pattern.fixed, PatternLayer::Fixed, false);
    mark(m_pattern.variable, PatternLayer::Variable, true);
    mark(m_pattern.notBoard, PatternLayer::Not, false);
    for (const SquareIdentity &identity : match.identities) {
        if (!isValidSquare(identity.square)) continue;
        SquareMark &m = marks[identity.square];
        m.badge = PatternStyle::roleTag(identity.roles);
        m.badgeColor = PatternStyle::identityColor();
        if (!m.fill.isValid()) {
            m.fill = m.badgeColor;
            m.fill.setAlpha(70);
        }
        m.toolTip += (m.toolTip.isEmpty() ? QString() : QStringLiteral("\n")) +
                     tr("Roles: %1").arg(PatternText::roles(identity.roles));
    }
    m_board->setMarks(marks);
    m_transformLabel->setText(tr("Transform: %1 (%2)")
                                  .arg(transformText(t), match.side == White
                                                             ? tr("the pattern speaks for White")
                                                             : tr("the pattern speaks for Black")));
}

QString PatternTestPanel::transformText(const PatternTransform &t) {
    if (t.isIdentity()) return tr("as written");
    QStringList parts;
    if (t.fileMirrored) parts << tr("files mirrored");
    if (t.colorFlipped) parts << tr("colours flipped");
    if (t.fileShift)
        parts << tr("files %1")
                     .arg(t.fileShift > 0 ? QLatin1Char('+') + localNumber(t.fileShift)
                                          : localNumber(t.fileShift));
    if (t.rankShift)
        parts << tr("ranks %1")
                     .arg(t.rankShift > 0 ? QLatin1Char('+') + localNumber(t.rankShift)
                                          : localNumber(t.rankShift));
    return parts.join(QStringLiteral(", "));
}

// --- Collection -------------------------------------------------------------

bool PatternTestPanel::loadCollection(const QString &path, QString *error) {
    if (path.endsWith(QLatin1String(".pgn"), Qt::CaseInsensitive)) {
        m_pgnPath = path;
        m_collection->clear();
        runCollectionTest();
        m_tabs->setCurrentIndex(1);
        return true;
    }
    if (!m_collection->load(path, error)) return false;
    m_pgnPath.clear();
    runCollectionTest();
    m_tabs->setCurrentIndex(1);
    return true;
}

int PatternTestPanel::collectionSize() const {
    return m_collection->rowCount();
}

void PatternTestPanel::runCollectionTest() {
    m_matchingRows.clear();
    const QSignalBlocker blocker(m_collectionList);
    m_collectionList->clear();
    if (!m_pgnPath.isEmpty()) {
        startPgnScan();
        return;
    }
    if (m_collection->rowCount() == 0) {
        m_collectionSummary->setText(tr("No collection loaded."));
        return;
    }
    int usable = 0, matchCount = 0;
    for (int row = 0; row < m_collection->rowCount(); ++row) {
        const std::optional<Position> pos = m_collection->positionAt(row);
        if (!pos) continue;
        ++usable;
        const std::vector<PatternMatch> matches = matchPattern(m_pattern, *pos);
        if (matches.empty()) continue;
        matchCount += int(matches.size());
        m_matchingRows.push_back(row);
        const QModelIndex index = m_collection->index(row, 0);
        const QString id = index.data(PositionCollectionModel::IdRole).toString();
        const int line = index.data(PositionCollectionModel::LineNumberRole).toInt();
        auto *item =
            new QListWidgetItem(tr("line %1%2: %3 (matches: %4)")
                                    .arg(localNumber(line))
                                    .arg(id.isEmpty() ? QString() : QStringLiteral(" “%1”").arg(id))
                                    .arg(QString::fromStdString(toFen(*pos)))
                                    .arg(localNumber(matches.size())));
        m_collectionList->addItem(item);
    }
    m_collectionSummary->setText(
        tr("%1 of %2 positions match (%3 matches in all); %4 lines could not be read.")
            .arg(localNumber(m_matchingRows.size()))
            .arg(localNumber(usable))
            .arg(localNumber(matchCount))
            .arg(localNumber(m_collection->rowCount() - usable)));
}

void PatternTestPanel::startPgnScan() {
    m_pgnResult = {};
    m_collectionProgress->setValue(0);
    m_collectionProgress->show();
    m_collectionCancel->show();
    m_collectionSummary->setText(
        tr("Trying the pattern on every position of %1...").arg(QFileInfo(m_pgnPath).fileName()));
    m_pgnRequest = m_pgnScanner->start(m_pgnPath, m_pattern);
}

void PatternTestPanel::cancelPgnScan() {
    m_pgnScanner->cancel();
}

void PatternTestPanel::onPgnScanFinished(int requestId, const PgnPatternScanResult &result) {
    if (requestId != m_pgnRequest) return;
    m_collectionProgress->hide();
    m_collectionCancel->hide();
    m_pgnResult = result;
    showPgnResult();
    emit pgnScanFinished();
}

void PatternTestPanel::showPgnResult() {
    const PgnPatternScanResult &result = m_pgnResult;
    const QSignalBlocker blocker(m_collectionList);
    m_collectionList->clear();
    if (result.cancelled) {
        m_collectionSummary->setText(
            tr("The test on %1 was cancelled.").arg(QFileInfo(m_pgnPath).fileName()));
        return;
    }
    if (!result.error.isEmpty()) {
        m_collectionSummary->setText(tr("Cannot read %1: %2").arg(m_pgnPath, result.error));
        return;
    }
    for (const PgnPatternHit &hit : result.hits)
        m_collectionList->addItem(
            tr("game %1, %2: %3")
                .arg(localNumber(hit.game + 1))
                .arg(hit.move.isEmpty() ? tr("start") : hit.move, hit.instance));
    QString summary = tr("%1 games, %2 positions: %3 positions match (%4 matches); %5 games "
                         "could not be read.")
                          .arg(localNumber(result.games))
                          .arg(localNumber(result.positions))
                          .arg(localNumber(result.matchingPositions))
                          .arg(localNumber(result.matches))
                          .arg(localNumber(result.brokenGames));
    if (result.matches > result.hits.size())
        summary +=
            QLatin1Char(' ') + tr("The first %1 are listed.").arg(localNumber(result.hits.size()));
    m_collectionSummary->setText(summary);
}

void PatternTestPanel::activateCollectionEntry(int i) {
    if (!m_pgnPath.isEmpty()) {
        if (i < 0 || i >= m_pgnResult.hits.size()) return;
        const FenResult fen = parseFen(m_pgnResult.hits[i].fen.toStdString());
        if (fen.position) setPosition(*fen.position);
        return;
    }
    if (i < 0 || i >= int(m_matchingRows.size())) return;
    const std::optional<Position> pos = m_collection->positionAt(m_matchingRows[std::size_t(i)]);
    if (!pos) return;
    setPosition(*pos);
    if (m_collectionList->currentRow() != i) {
        const QSignalBlocker blocker(m_collectionList);
        m_collectionList->setCurrentRow(i);
    }
}

void PatternTestPanel::retranslate() {
    m_tabs->setTabText(0, tr("Position"));
    m_tabs->setTabText(1, tr("Collection"));
    m_tabs->setTabText(2, tr("Table test"));
    m_fenEdit->setPlaceholderText(tr("FEN of the position to test; press Enter"));
    m_fenEdit->setAccessibleName(tr("Position to test (FEN)"));
    m_fromMainButton->setText(tr("From main board"));
    m_fromMainButton->setToolTip(tr("Test the position of the main board"));
    m_toMainButton->setText(tr("To main board"));
    m_toMainButton->setToolTip(tr("Show this position on the main board"));
    m_openCollectionButton->setText(tr("Open collection…"));
    m_collectionCancel->setText(tr("Cancel"));
    runPositionTest();
    runCollectionTest();
}

void PatternTestPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace rampart
