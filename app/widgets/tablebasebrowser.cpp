#include "widgets/tablebasebrowser.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include "chess/notation.h"

#include "tbfiles/tbsources.h"

#include "text/tablebasetext.h"

#include "services/materialsetup.h"
#include "services/tableservice.h"

#include "guikit/boardedit.h"

#include "models/browsermovemodel.h"
#include "models/squaremapmodel.h"

#include "workers/dtmsettlerunner.h"
#include "workers/solveservice.h"

#include "widgets/annotatedboard.h"
#include "widgets/browserbestline.h"
#include "widgets/browsermapexport.h"
#include "widgets/browsermovespane.h"
#include "widgets/browserstatisticspanel.h"
#include "widgets/piecepalette.h"
#include "widgets/tablebuildbar.h"

namespace rampart {

namespace {

// A position Rampart's own tables hold (built now or on demand).
bool isOwnTablePosition(const Position &pos) {
    return MaterialSetup::isTablePosition(pos) && pos.castlingRights() == NoCastling;
}

// The tablebase files, behind the tables the application has built.
TbSources fileSources() {
    return TbSources(TableService::shared().registry());
}
const QColor MapPieceFrame(0x1e, 0x5a, 0xa8);
const QColor HoverFrame(0xff, 0xff, 0xff);

Material materialNamed(const char *name) {
    return *Material::parse(name);
}

// The first man besides the kings on the board, NoSquare if none.
Square firstManSquare(const Position &pos) {
    const Bitboard others = pos.pieces() & ~pos.pieces(King);
    return others ? lsb(others) : NoSquare;
}
} // namespace

TablebaseBrowser::TablebaseBrowser(QWidget *parent)
    : QWidget(parent)
    , m_tables(TableService::shared())
    , m_material(materialNamed("KPK"))
    , m_bestLine(new BrowserBestLine(m_tables.registry(), this))
    , m_mapModel(new SquareMapModel(m_tables.registry(), this))
    , m_moveModel(new BrowserMoveModel(m_tables.registry(), this)) {
    m_mapModel->setObjectName(QStringLiteral("squareMapModel"));
    m_moveModel->setObjectName(QStringLiteral("tbMoveModel"));
    // The latest solved set answers, in both models, what no table covers.
    const auto useSolvedSet = [this] {
        const std::shared_ptr<const SolvedSet> set = SolveService::shared().solvedSet();
        m_moveModel->setSolvedSet(set);
        m_mapModel->setSolvedSet(set);
    };
    useSolvedSet();
    connect(&SolveService::shared(), &SolveService::solvedSetChanged, this, useSolvedSet);
    // A DTM the solve panel's mate search settled shows here too.
    connect(&SolveService::shared(), &SolveService::solvedValuesNarrowed, this,
            &TablebaseBrowser::onTableReady);
    // Controls above the board.
    auto *controls = new QGridLayout;
    m_tableLabel = new QLabel;
    m_sideLabel = new QLabel;
    m_pieceLabel = new QLabel;
    m_viewLabel = new QLabel;
    // Any material by name: the 35 tables listed, others typed ("KPKQ").
    m_tableCombo = new QComboBox;
    m_tableCombo->setObjectName(QStringLiteral("materialCombo"));
    m_tableCombo->setEditable(true);
    m_tableCombo->setInsertPolicy(QComboBox::NoInsert);
    m_tableCombo->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[Kk][QRBNPqrbnp]{0,2}([Kk][QRBNPqrbnp]{0,2})?")),
        m_tableCombo));
    for (const Material &m : Material::allUpToFourMen())
        m_tableCombo->addItem(QString::fromStdString(m.name()));
    m_sideCombo = new QComboBox;
    m_sideCombo->setObjectName(QStringLiteral("sideToMoveCombo"));
    m_sideCombo->addItems({QString(), QString()});
    m_pieceCombo = new QComboBox;
    m_pieceCombo->setObjectName(QStringLiteral("mapPieceCombo"));
    m_viewCombo = new QComboBox;
    m_viewCombo->setObjectName(QStringLiteral("mapViewCombo"));
    m_viewCombo->addItems({QString(), QString()});
    // The table and the side to move (short texts) share a row; the map's
    // two choices ("Black king on d4", "Who moves matters") get a row each,
    // at their texts' width: side by side they were cut short in a pane
    // narrower than about 750 px. The row more costs the board nothing where
    // the pane's width decides its size, and a row's height (about 28 px)
    // where the window is short (a 1366x768 screen: a 296 px board).
    for (QComboBox *combo : {m_tableCombo, m_sideCombo, m_pieceCombo, m_viewCombo})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    controls->addWidget(m_tableLabel, 0, 0);
    controls->addWidget(m_tableCombo, 0, 1);
    controls->addWidget(m_sideLabel, 0, 2);
    controls->addWidget(m_sideCombo, 0, 3);
    controls->addWidget(m_pieceLabel, 1, 0);
    controls->addWidget(m_pieceCombo, 1, 1, 1, 3, Qt::AlignLeft);
    controls->addWidget(m_viewLabel, 2, 0);
    controls->addWidget(m_viewCombo, 2, 1, 1, 3, Qt::AlignLeft);
    // The labels name their combo boxes for a screen reader.
    m_tableLabel->setBuddy(m_tableCombo);
    m_sideLabel->setBuddy(m_sideCombo);
    m_pieceLabel->setBuddy(m_pieceCombo);
    m_viewLabel->setBuddy(m_viewCombo);
    controls->setColumnStretch(4, 1); // what is left over goes to the right

    m_board = new AnnotatedBoard;
    m_board->setObjectName(QStringLiteral("tablebaseBoard"));
    m_board->setMode(BoardView::Mode::Edit);
    m_board->setMinimumSize(240, 240);
    m_palette = new PiecePalette;
    m_palette->setObjectName(QStringLiteral("tablebasePalette"));
    // The palette above the board, not beside it: beside it, it took a third
    // of the pane's width and left the board at its minimum size.
    auto *boardColumn = new QVBoxLayout;
    boardColumn->addWidget(m_palette, 0, Qt::AlignRight);
    boardColumn->addWidget(m_board, 1);
    m_buildBar = new TableBuildBar(m_tables);
    m_buildBar->setObjectName(QStringLiteral("tableBuildBar"));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("tablebaseStatus"));
    m_status->setWordWrap(true);
    m_legend = new QLabel;
    m_legend->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    m_backButton = new QPushButton;
    m_backButton->setObjectName(QStringLiteral("backButton"));
    m_fromMainButton = new QPushButton;
    m_fromMainButton->setObjectName(QStringLiteral("fromMainBoardButton"));
    m_toMainButton = new QPushButton;
    m_toMainButton->setObjectName(QStringLiteral("toMainBoardButton"));
    m_exportMapButton = new QPushButton;
    m_exportMapButton->setObjectName(QStringLiteral("exportMapButton"));
    for (QPushButton *b : {m_backButton, m_fromMainButton, m_toMainButton, m_exportMapButton})
        buttons->addWidget(b);
    buttons->addStretch(1);

    // The map's DTM search, while it runs.
    m_mapSettleRow = new QWidget;
    m_mapSettleRow->setObjectName(QStringLiteral("mapSettleRow"));
    auto *settleLayout = new QHBoxLayout(m_mapSettleRow);
    settleLayout->setContentsMargins(0, 0, 0, 0);
    m_mapSettleLabel = new QLabel;
    m_mapSettleLabel->setObjectName(QStringLiteral("mapSettleLabel"));
    m_mapSettleLabel->setWordWrap(true);
    m_mapSettleBar = new QProgressBar;
    m_mapSettleBar->setRange(0, 0); // busy: the search cannot tell how far it is
    m_mapSettleBar->setMaximumWidth(120);
    m_mapSettleCancel = new QPushButton;
    m_mapSettleCancel->setObjectName(QStringLiteral("mapSettleCancelButton"));
    settleLayout->addWidget(m_mapSettleLabel, 1);
    settleLayout->addWidget(m_mapSettleBar);
    settleLayout->addWidget(m_mapSettleCancel);
    m_mapSettleRow->hide();

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->addLayout(controls);
    leftLayout->addWidget(m_buildBar);
    leftLayout->addLayout(boardColumn, 1);
    leftLayout->addWidget(m_legend);
    leftLayout->addWidget(m_mapSettleRow);
    leftLayout->addWidget(m_status);
    leftLayout->addLayout(buttons);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("tablebaseTabs"));
    m_movesPane = new BrowserMovesPane(m_moveModel);
    m_tabs->addTab(m_movesPane, QString());
    m_statisticsPanel = new BrowserStatisticsPanel(m_tables.registry());
    m_statisticsPanel->setObjectName(QStringLiteral("tbStatisticsPanel"));
    // The statistics (chart, summary table, lists) want more room once
    // filled than the moves do; in a scroll area they no longer push the
    // splitter, so the board keeps its size when their tab opens.
    auto *statisticsScroll = new QScrollArea;
    statisticsScroll->setObjectName(QStringLiteral("statisticsScroll"));
    statisticsScroll->setFrameShape(QFrame::NoFrame);
    statisticsScroll->setWidgetResizable(true);
    statisticsScroll->setWidget(m_statisticsPanel);
    m_tabs->addTab(statisticsScroll, QString());

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    DtmSettleRunner &mapSettler = SolveService::shared().mapSettler();
    connect(&mapSettler, &DtmSettleRunner::started, this, [this] {
        m_mapSettleLabel->setText(tr("Settling the map's DTMs by a mate search…"));
        m_mapSettleRow->show();
    });
    connect(&mapSettler, &DtmSettleRunner::progress, this, [this](quint64 nodes, double seconds) {
        m_mapSettleLabel->setText(
            tr("Settling the map's DTMs by a mate search: %1 positions searched. Time: %2 s.")
                .arg(QLocale().toString(nodes), QLocale().toString(seconds, 'f', 1)));
    });
    connect(&mapSettler, &DtmSettleRunner::finished, this, &TablebaseBrowser::onMapSettleFinished);
    connect(m_mapSettleCancel, &QPushButton::clicked, this, [this] {
        // Stopped by the user: not started again for this map.
        m_mapSettledKeys.insert(m_mapSettling);
        SolveService::shared().mapSettler().cancel();
    });
    connect(m_bestLine, &BrowserBestLine::moveReady, this, &TablebaseBrowser::onLineMove);
    // A background map (positions from tablebase files) fills in cell by cell.
    connect(m_mapModel, &SquareMapModel::cellsUpdated, this, [this] { updateMarks(); });
    connect(m_movesPane, &BrowserMovesPane::moveHovered, this, &TablebaseBrowser::hoverMove);
    connect(m_movesPane, &BrowserMovesPane::moveClicked, this, &TablebaseBrowser::playMove);
    connect(m_movesPane, &BrowserMovesPane::bestLineToGameRequested, this, [this](int row) {
        emit bestLineToGameRequested(m_position, row < 0 ? Move::none() : m_moveModel->moveAt(row));
    });
    connect(m_movesPane, &BrowserMovesPane::bestLineRequested, this,
            [this] { playBestLine(true); });
    connect(m_movesPane, &BrowserMovesPane::pgnExportRequested, this,
            &TablebaseBrowser::exportBestLinePgn);
    connect(m_board, &BoardView::positionEdited, this, &TablebaseBrowser::onBoardEdited);
    connect(m_board, &BoardView::dragMoved, this, &TablebaseBrowser::previewDrag);
    connect(m_board, &BoardView::dragFinished, this, &TablebaseBrowser::endDragPreview);
    connect(m_board, &BoardView::squareClicked, this, [this](Square s) {
        if (!m_position.isEmpty(s)) setMapPiece(m_position.pieceOn(s));
    });
    connect(m_palette, &PiecePalette::pieceSelected, m_board, &BoardView::setBrushPiece);
    connect(m_tableCombo, &QComboBox::activated, this,
            [this](int i) { setMaterialText(m_tableCombo->itemText(i)); });
    connect(m_tableCombo->lineEdit(), &QLineEdit::returnPressed, this,
            [this] { setMaterialText(m_tableCombo->currentText()); });
    connect(m_buildBar, &TableBuildBar::ready, this, &TablebaseBrowser::onTableReady);
    connect(m_sideCombo, &QComboBox::activated, this,
            [this](int i) { setSideToMove(i == 0 ? White : Black); });
    connect(m_pieceCombo, &QComboBox::activated, this,
            [this](int i) { setMapPiece(Piece(m_pieceCombo->itemData(i).toInt())); });
    connect(m_viewCombo, &QComboBox::activated, this,
            [this](int i) { setMapView(i == 0 ? MapView::Results : MapView::WhoMoves); });
    connect(m_backButton, &QPushButton::clicked, this, &TablebaseBrowser::back);
    connect(m_fromMainButton, &QPushButton::clicked, this,
            &TablebaseBrowser::mainPositionRequested);
    connect(m_toMainButton, &QPushButton::clicked, this, [this] { emit positionSent(m_position); });
    connect(m_exportMapButton, &QPushButton::clicked, this, [this] { askExport(false); });
    connect(m_statisticsPanel, &BrowserStatisticsPanel::positionChosen, this,
            &TablebaseBrowser::loadPosition);
    connect(m_statisticsPanel, &BrowserStatisticsPanel::exportRequested, this,
            [this] { askExport(true); });

    retranslate();
    setPositionInternal(MaterialSetup::startPosition(m_material, White), false);
}

TablebaseBrowser::~TablebaseBrowser() {
    // The child widgets are destroyed after this object has become a plain
    // QWidget; a combo box that still emits (activated, on losing its popup)
    // must not reach the lambdas that call into the browser.
    for (QWidget *child : findChildren<QWidget *>()) child->disconnect(this);
}

// --- Position ---------------------------------------------------------------

bool TablebaseBrowser::canShow(const Position &position) {
    // Rampart's own tables cover up to four men; other materials are
    // browsed by their moves when a tablebase file covers them (Settings)
    // or the solved set holds them.
    if (isOwnTablePosition(position)) return true;
    const std::shared_ptr<const SolvedSet> solved = SolveService::shared().solvedSet();
    return (solved && solved->contains(position)) || fileSources().probe(position).found();
}

bool TablebaseBrowser::loadPosition(const Position &position) {
    if (!canShow(position)) {
        m_status->setText(tr("Rampart's tables cover legal positions of two kings and one or "
                             "two other men, without castling rights, and no tablebase file "
                             "or solved set covers this position; it was not loaded."));
        return false;
    }
    Position pos = position;
    pos.clearHistory();
    m_bestLine->stop();
    m_movesPane->setLineText(QString());
    setPositionInternal(pos);
    m_status->clear();
    return true;
}

bool TablebaseBrowser::back() {
    if (m_history.empty()) return false;
    const Position previous = m_history.back();
    m_history.pop_back();
    setPositionInternal(previous, false);
    return true;
}

void TablebaseBrowser::setPositionInternal(const Position &pos, bool remember) {
    if (remember && !(pos == m_position)) m_history.push_back(m_position);
    m_position = pos;
    if (isOwnTablePosition(pos)) {
        const Material material = Material::of(pos);
        const bool materialChanged = !(material == m_material);
        m_material = material;
        // A new material is built when missing; a cancelled one waits for Build.
        m_buildBar->setMaterial(m_material, materialChanged || m_history.empty());
    }
    // The mapped piece follows the position; a captured one gives way to the defending king.
    if (pos.pieces(m_mapPiece) == 0) {
        const Square s = firstManSquare(pos);
        m_mapPiece = s != NoSquare ? pos.pieceOn(s) : makePiece(Black, King);
        if (pos.pieces(m_mapPiece) == 0) m_mapPiece = makePiece(White, King);
    }
    m_board->setPosition(pos);
    m_moveModel->setPosition(pos);
    refreshMap(pos);
    m_movesPane->updateValue();
    updateAllowedPieces();
    updateControls();
    hoverMove(-1);
    updateStatisticsTable();
}

void TablebaseBrowser::onBoardEdited(const Position &edited, const QString &) {
    if (!isOwnTablePosition(m_position)) {
        m_status->setText(tr("Positions from tablebase files are browsed by their moves; "
                             "editing works in positions of at most four men."));
        m_board->setPosition(m_position);
        return;
    }
    const Position pos = MaterialSetup::normalised(m_position, edited);
    if (!MaterialSetup::isTablePosition(pos)) {
        m_status->setText(tr("A table position needs both kings, one or two other men (at most "
                             "four men in all), no pawn on the first or last rank and the side "
                             "not to move out of check; that edit was undone."));
        m_board->setPosition(m_position);
        refreshMap(m_position);
        return;
    }
    m_bestLine->stop();
    m_status->clear();
    setPositionInternal(pos);
}

void TablebaseBrowser::setMaterial(const Material &material) {
    m_bestLine->stop();
    m_status->clear();
    setPositionInternal(MaterialSetup::withMaterial(m_position, material));
}

bool TablebaseBrowser::setMaterialText(const QString &text) {
    // The material of a position beyond the tables (a solved set's
    // "KPPPPKPPP", confirmed with Enter): nothing to change, and no table
    // to complain about.
    if (!isOwnTablePosition(m_position) &&
        text.trimmed().compare(QString::fromStdString(shownMaterial().name()),
                               Qt::CaseInsensitive) == 0)
        return true;
    std::string error;
    const auto material = Material::parse(text.trimmed().toStdString(), &error);
    if (!material || material->menCount() < 3) {
        m_status->setText(tr("%1 is not a material of the tables: %2")
                              .arg(text, material ? tr("it needs a man besides the kings")
                                                  : QString::fromStdString(error)));
        updateControls();
        return false;
    }
    setMaterial(*material);
    return true;
}

void TablebaseBrowser::setTable(TableId id) {
    setMaterial(materialNamed(tableName(id)));
}

bool TablebaseBrowser::isTableReady() const {
    return m_tables.isReady(m_material);
}

void TablebaseBrowser::onTableReady() {
    setPositionInternal(m_position, false);
}

void TablebaseBrowser::updateStatisticsTable() {
    m_statisticsPanel->setMaterial(m_material);
}

void TablebaseBrowser::setSideToMove(Color side) {
    if (m_position.sideToMove() == side) return;
    Position pos = m_position;
    pos.setSideToMove(side);
    pos.setEnPassantSquare(NoSquare);
    setPositionInternal(pos);
}

void TablebaseBrowser::setMapPiece(Piece piece) {
    if (m_position.pieces(piece) == 0) return;
    m_mapPiece = piece;
    refreshMap(m_position);
    updateControls();
}

void TablebaseBrowser::setMapView(MapView view) {
    m_mapView = view;
    updateMarks();
    updateControls();
}

void TablebaseBrowser::updateAllowedPieces() {
    // Kings and every kind of man in both colours: a man of a new kind joins
    // the position (a new material) while there are at most four men.
    QList<Piece> allowed;
    for (Color c : {White, Black})
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen, King})
            allowed.append(makePiece(c, t));
    m_board->setAllowedPieces(allowed);
}

Material TablebaseBrowser::shownMaterial() const {
    // m_material stays the last table's while a position beyond them shows.
    return isOwnTablePosition(m_position) ? m_material : Material::of(m_position);
}

void TablebaseBrowser::updateControls() {
    const QString name = QString::fromStdString(shownMaterial().name());
    // The box is as wide as the longest name in its list (four men); a
    // solved set's material ("KPPPPKPPP") was cut to its last letters.
    m_tableCombo->setMinimumContentsLength(int(name.size()));
    m_tableCombo->setCurrentText(name);
    m_sideCombo->setCurrentIndex(m_position.sideToMove() == White ? 0 : 1);
    m_viewCombo->setCurrentIndex(m_mapView == MapView::Results ? 0 : 1);
    m_pieceCombo->clear();
    for (int s = 0; s < SquareCount; ++s) {
        const Piece p = m_position.pieceOn(Square(s));
        if (p == NoPiece) continue;
        static const char *const names[PieceTypeCount] = {
            QT_TR_NOOP("pawn"), QT_TR_NOOP("knight"), QT_TR_NOOP("bishop"),
            QT_TR_NOOP("rook"), QT_TR_NOOP("queen"),  QT_TR_NOOP("king")};
        const QString colour = colorOf(p) == White ? tr("White") : tr("Black");
        m_pieceCombo->addItem(
            tr("%1 %2 on %3")
                .arg(colour, tr(names[typeOf(p)]), QLatin1String(squareName(Square(s)))),
            int(p));
    }
    m_pieceCombo->setCurrentIndex(m_pieceCombo->findData(int(m_mapPiece)));
    m_backButton->setEnabled(!m_history.empty());
}

// --- Map --------------------------------------------------------------------

void TablebaseBrowser::refreshMap(const Position &pos) {
    const Bitboard b = pos.pieces(m_mapPiece);
    m_mapModel->setPosition(pos, b ? lsb(b) : NoSquare);
    updateMarks();
    // Queued: a search that just ended is marked done (onMapSettleFinished())
    // before the map asks again; the solved values that search narrowed
    // bring the map here first.
    if (!m_mapSettleQueued) {
        m_mapSettleQueued = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_mapSettleQueued = false;
                settleMapIfOpen();
            },
            Qt::QueuedConnection);
    }
}

void TablebaseBrowser::settleMapIfOpen() {
    SolveService &service = SolveService::shared();
    DtmSettleRunner &runner = service.mapSettler();
    const std::shared_ptr<const SolvedSet> set = service.solvedSet();
    const Bitboard b = m_position.pieces(m_mapPiece);
    const Square pieceSquare = b ? lsb(b) : NoSquare;
    if (!set || service.isRunning() || pieceSquare == NoSquare || !m_mapModel->isFromSolvedSet()) {
        runner.cancel();
        return;
    }
    if (m_mapSettledSet.lock() != set) {
        m_mapSettledSet = set;
        m_mapSettledKeys.clear();
    }
    const MapKey key{m_position.key(), int(pieceSquare)};
    if (runner.isRunning() && m_mapSettling == key) return;
    std::vector<Position> open;
    if (!m_mapSettledKeys.count(key)) open = set->squareMapDtmOpen(m_position, pieceSquare);
    if (open.empty()) {
        runner.cancel(); // the board moved on from what it searches
        return;
    }
    m_mapSettling = key;
    runner.startValues(set, m_position, std::move(open));
}

void TablebaseBrowser::onMapSettleFinished(const DtmSettleOutcome &outcome) {
    m_mapSettleRow->hide();
    // A search that ended, or ran out of its node limit: not again for this
    // map. The narrowed values reach the map by solvedValuesNarrowed().
    if (!outcome.cancelled) m_mapSettledKeys.insert(m_mapSettling);
}

void TablebaseBrowser::previewDrag(Piece piece, Square from, Square over) {
    if (over == NoSquare) {
        refreshMap(m_position);
        return;
    }
    Position pos = m_position;
    if (from != NoSquare) {
        if (over != from && !pos.isEmpty(over)) return; // would replace a piece: no preview
        pos = BoardEdit::withMovedPiece(pos, from, over);
    } else {
        pos = MaterialSetup::normalised(m_position, BoardEdit::withPiece(pos, over, piece));
    }
    const Bitboard b = pos.pieces(m_mapPiece);
    m_mapModel->setPosition(pos, b ? lsb(b) : NoSquare);
    updateMarks(over);
}

void TablebaseBrowser::endDragPreview() {
    refreshMap(m_position);
}

void TablebaseBrowser::updateMarks(Square hover) {
    std::array<SquareMark, 64> marks;
    const int maxDtm = m_mapModel->maxDtm();
    for (int s = 0; s < SquareCount; ++s) {
        const Square sq = Square(s);
        SquareMark &m = marks[s];
        const TableProbe &p = m_mapModel->probe(sq);
        m.toolTip = m_mapModel->data(m_mapModel->indexOf(sq), Qt::ToolTipRole).toString();
        if (m_mapView == MapView::Results) {
            m.fill = TablebaseText::resultColor(p, maxDtm);
            // Syzygy cells have no mate distance: colour only.
            if (m_mapModel->isOpen(sq))
                m.text = QStringLiteral("?");
            else if (p.isDecided() && m_mapModel->hasMateDistance(sq))
                m.text = QString::number(p.distance);
        } else if (m_mapModel->isMutualZugzwang(sq)) {
            m.fill = TablebaseText::zugzwangColor();
            m.text = tr("zz", "mutual zugzwang mark");
        } else if (m_mapModel->dependsOnMover(sq)) {
            m.fill = TablebaseText::moverBetterColor();
        }
        // Squares the piece cannot stand on (occupied, illegal) keep the board's colour.
    }
    if (m_mapModel->pieceSquare() != NoSquare) {
        marks[m_mapModel->pieceSquare()].frame = MapPieceFrame;
        marks[m_mapModel->pieceSquare()].text.clear(); // the piece itself stands there
    }
    if (hover != NoSquare) marks[hover].frame = HoverFrame;
    m_board->setMarks(marks);
}

// --- Moves ------------------------------------------------------------------

void TablebaseBrowser::hoverMove(int row) {
    const Move m = m_moveModel->moveAt(row);
    if (m.isNone()) {
        m_board->setArrows({});
        return;
    }
    BoardArrow arrow;
    arrow.from = m.from();
    arrow.to = m.to();
    const auto kind =
        TableProbe::Kind(m_moveModel->index(row, 0).data(BrowserMoveModel::KindRole).toInt());
    QColor c = TablebaseText::resultColor({kind, 0, {}}, 1);
    c.setAlpha(200);
    arrow.color = c;
    m_board->setArrows({arrow});
}

bool TablebaseBrowser::playMove(int row) {
    const Move m = m_moveModel->moveAt(row);
    if (m.isNone() || !m_position.isLegalMove(m)) return false;
    Position pos = m_position;
    pos.makeMove(m);
    m_bestLine->stop();
    setPositionInternal(pos);
    m_board->setLastMove(m);
    return true;
}

std::vector<Move> TablebaseBrowser::bestLine() const {
    return m_bestLine->line(m_position);
}

void TablebaseBrowser::playBestLine(bool animate) {
    const Position start = m_position;
    const std::vector<Move> line = m_bestLine->play(start, animate);
    const std::string san = lineToSan(start, line);
    m_movesPane->setLineText(line.empty() ? tr("No moves to play.")
                                          : tr("Best line: %1").arg(QString::fromStdString(san)));
}

void TablebaseBrowser::onLineMove(Move m) {
    if (!m_position.isLegalMove(m)) {
        m_bestLine->stop();
        return;
    }
    Position pos = m_position;
    pos.makeMove(m);
    setPositionInternal(pos);
    m_board->setLastMove(m);
}

QString TablebaseBrowser::bestLinePgn() const {
    return m_bestLine->pgn(m_position, m_material);
}

bool TablebaseBrowser::exportBestLinePgn(const QString &path) {
    const FileWriteResult written = FileWriter::write(path, bestLinePgn().toUtf8());
    return reportWrite(path, written.ok, written.reason);
}

// --- Export -----------------------------------------------------------------

bool TablebaseBrowser::reportWrite(const QString &path, bool ok, const QString &reason) {
    if (ok)
        m_status->setText(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    else
        m_status->setText(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason));
    return ok;
}

QString TablebaseBrowser::mapCsv() const {
    return BrowserMapExport::csv(*m_mapModel, m_mapView == MapView::WhoMoves);
}

bool TablebaseBrowser::exportMapCsv(const QString &path) {
    const FileWriteResult written =
        BrowserMapExport::writeCsv(path, *m_mapModel, m_mapView == MapView::WhoMoves);
    return reportWrite(path, written.ok, written.reason);
}

QImage TablebaseBrowser::renderMap(int side) const {
    return BrowserMapExport::render(*m_board, side);
}

bool TablebaseBrowser::exportMapPng(const QString &path) {
    const FileWriteResult written = BrowserMapExport::writePng(path, *m_board);
    return reportWrite(path, written.ok, written.reason);
}

bool TablebaseBrowser::exportStatisticsCsv(const QString &path) {
    QString error;
    const bool ok = m_statisticsPanel->exportCsv(path, &error);
    return reportWrite(path, ok, error);
}

bool TablebaseBrowser::exportStatisticsPng(const QString &path) {
    QString error;
    const bool ok = m_statisticsPanel->exportPng(path, &error);
    return reportWrite(path, ok, error);
}

void TablebaseBrowser::askExport(bool statistics) {
    const QString path = QFileDialog::getSaveFileName(
        this, statistics ? tr("Export the statistics") : tr("Export the map"), QString(),
        tr("PNG image (*.png);;CSV table (*.csv)"));
    if (path.isEmpty()) return;
    const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    if (statistics)
        csv ? exportStatisticsCsv(path) : exportStatisticsPng(path);
    else
        csv ? exportMapCsv(path) : exportMapPng(path);
}

// --- Statistics ---------------------------------------------------------------

bool TablebaseBrowser::hasStatistics() const {
    return m_statisticsPanel->hasStatistics();
}

// --- Events -------------------------------------------------------------------

void TablebaseBrowser::retranslate() {
    m_tableLabel->setText(tr("Table:"));
    // The combo box's own line edit is a second control for a screen reader.
    m_tableCombo->lineEdit()->setAccessibleName(tr("Table"));
    m_sideLabel->setText(tr("Side to move:"));
    m_sideCombo->setItemText(0, tr("White"));
    m_sideCombo->setItemText(1, tr("Black"));
    m_pieceLabel->setText(tr("Map for:"));
    m_viewLabel->setText(tr("Map shows:"));
    m_viewCombo->setItemText(0, tr("Result and DTM"));
    m_viewCombo->setItemText(1, tr("Who moves matters"));
    m_legend->setText(
        tr("Each square shows the result with the chosen piece standing there: "
           "green win, grey draw, red loss for the side to move, paler the longer "
           "the mate, the number is the DTM in moves. \"Who moves matters\": purple "
           "squares are mutual zugzwangs, orange ones favour the side to move. The 50-move rule "
           "is ignored, as in every DTM table.") +
        QLatin1Char(' ') +
        tr("On a solved set, \"?\" marks a square whose result or DTM the set leaves open; its "
           "tooltip says what is proven."));
    m_backButton->setText(tr("Back"));
    m_fromMainButton->setText(tr("From main board"));
    m_toMainButton->setText(tr("To main board"));
    m_exportMapButton->setText(tr("Export map…"));
    m_mapSettleCancel->setText(tr("Cancel"));
    m_tabs->setTabText(0, tr("Moves"));
    m_tabs->setTabText(1, tr("Statistics"));
    if (!m_position.pieces()) return; // constructor: the position follows
    updateControls();
    updateMarks();
}

void TablebaseBrowser::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace rampart
