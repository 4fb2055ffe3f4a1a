#include "positioneditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "guikit/boardedit.h"

#include "models/positiondocument.h"

namespace rampart {

namespace {
constexpr CastlingRight CastlingOrder[4] = {WhiteKingSide, WhiteQueenSide, BlackKingSide,
                                            BlackQueenSide};
}

PositionEditor::PositionEditor(PositionDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    auto *layout = new QVBoxLayout(this);

    auto *buttons = new QGridLayout;
    m_clearButton = new QPushButton(QIcon(QStringLiteral(":/icons/clear.svg")), QString(), this);
    m_clearButton->setObjectName(QStringLiteral("clearBoardButton"));
    m_startButton = new QPushButton(QIcon(QStringLiteral(":/icons/start.svg")), QString(), this);
    m_startButton->setObjectName(QStringLiteral("startPositionButton"));
    m_flipButton = new QPushButton(QIcon(QStringLiteral(":/icons/flip.svg")), QString(), this);
    m_flipButton->setObjectName(QStringLiteral("flipColorsButton"));
    m_mirrorButton = new QPushButton(QIcon(QStringLiteral(":/icons/mirror.svg")), QString(), this);
    m_mirrorButton->setObjectName(QStringLiteral("mirrorFilesButton"));
    m_swapButton =
        new QPushButton(QIcon(QStringLiteral(":/icons/swapcolours.svg")), QString(), this);
    buttons->addWidget(m_clearButton, 0, 0);
    buttons->addWidget(m_startButton, 0, 1);
    buttons->addWidget(m_mirrorButton, 1, 0);
    buttons->addWidget(m_swapButton, 1, 1);
    buttons->addWidget(m_flipButton, 2, 0);
    m_brushBox = new QCheckBox(this);
    m_brushBox->setIcon(QIcon(QStringLiteral(":/icons/brush.svg")));
    buttons->addWidget(m_brushBox, 2, 1);
    layout->addLayout(buttons);

    m_sideGroup = new QGroupBox(this);
    auto *sideLayout = new QHBoxLayout(m_sideGroup);
    m_whiteToMove = new QRadioButton(m_sideGroup);
    m_blackToMove = new QRadioButton(m_sideGroup);
    sideLayout->addWidget(m_whiteToMove);
    sideLayout->addWidget(m_blackToMove);
    layout->addWidget(m_sideGroup);

    m_castlingGroup = new QGroupBox(this);
    auto *castlingLayout = new QGridLayout(m_castlingGroup);
    for (int i = 0; i < 4; ++i) {
        m_castling[i] = new QCheckBox(m_castlingGroup);
        castlingLayout->addWidget(m_castling[i], i / 2, i % 2);
        connect(m_castling[i], &QCheckBox::toggled, this, &PositionEditor::onCastlingToggled);
    }
    layout->addWidget(m_castlingGroup);

    auto *form = new QFormLayout;
    m_enPassant = new QComboBox(this);
    m_enPassantLabel = new QLabel(this);
    form->addRow(m_enPassantLabel, m_enPassant);
    m_halfmove = new QSpinBox(this);
    m_halfmove->setRange(0, 9999);
    m_halfmoveLabel = new QLabel(this);
    form->addRow(m_halfmoveLabel, m_halfmove);
    m_fullmove = new QSpinBox(this);
    m_fullmove->setRange(1, 9999);
    m_fullmoveLabel = new QLabel(this);
    form->addRow(m_fullmoveLabel, m_fullmove);
    // addRow(QWidget *, QWidget *) sets no buddy; the labels name the fields
    // for a screen reader.
    m_enPassantLabel->setBuddy(m_enPassant);
    m_halfmoveLabel->setBuddy(m_halfmove);
    m_fullmoveLabel->setBuddy(m_fullmove);
    layout->addLayout(form);
    layout->addStretch(1);

    connect(m_clearButton, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    connect(m_startButton, &QPushButton::clicked, this, &PositionEditor::setStartPosition);
    connect(m_mirrorButton, &QPushButton::clicked, this, &PositionEditor::mirrorFiles);
    connect(m_swapButton, &QPushButton::clicked, this, &PositionEditor::swapColours);
    connect(m_flipButton, &QPushButton::clicked, this, &PositionEditor::flipRequested);
    connect(m_brushBox, &QCheckBox::toggled, this, &PositionEditor::brushToggled);
    connect(m_whiteToMove, &QRadioButton::toggled, this, &PositionEditor::onSideToMoveChosen);
    connect(m_enPassant, &QComboBox::activated, this, &PositionEditor::onEnPassantChosen);
    connect(m_halfmove, &QSpinBox::editingFinished, this, &PositionEditor::onClocksChanged);
    connect(m_fullmove, &QSpinBox::editingFinished, this, &PositionEditor::onClocksChanged);
    connect(m_document, &PositionDocument::positionChanged, this,
            &PositionEditor::syncFromDocument);

    retranslate();
    syncFromDocument();
}

void PositionEditor::clearBoard() {
    Position pos;
    pos.setSideToMove(m_document->position().sideToMove());
    applyEdit(pos, tr("Clear board"));
}

void PositionEditor::setStartPosition() {
    applyEdit(Position::startPosition(), tr("Start position"));
}

void PositionEditor::mirrorFiles() {
    applyEdit(m_document->position().fileMirrored(), tr("Mirror board"));
}

void PositionEditor::swapColours() {
    applyEdit(m_document->position().colorFlipped(), tr("Swap colours"));
}

void PositionEditor::applyEdit(const Position &pos, const QString &text) {
    m_document->setPosition(pos, text);
}

void PositionEditor::onSideToMoveChosen() {
    if (m_syncing) return;
    Position pos = m_document->position();
    const Color side = m_whiteToMove->isChecked() ? White : Black;
    if (pos.sideToMove() == side) return;
    pos.setSideToMove(side);
    applyEdit(BoardEdit::tidied(pos), tr("Side to move"));
}

void PositionEditor::onCastlingToggled() {
    if (m_syncing) return;
    Position pos = m_document->position();
    std::uint8_t rights = 0;
    for (int i = 0; i < 4; ++i)
        if (m_castling[i]->isChecked()) rights |= CastlingOrder[i];
    if (rights == pos.castlingRights()) return;
    // No tidying here: a right the user sets without king and rook is shown
    // as a problem in the FEN panel instead of silently vanishing.
    pos.setCastlingRights(rights);
    applyEdit(pos, tr("Castling rights"));
}

void PositionEditor::onEnPassantChosen(int index) {
    if (m_syncing) return;
    Position pos = m_document->position();
    const Square ep = Square(m_enPassant->itemData(index).toInt());
    if (ep == pos.enPassantSquare()) return;
    pos.setEnPassantSquare(ep);
    applyEdit(pos, tr("En passant square"));
}

void PositionEditor::onClocksChanged() {
    if (m_syncing) return;
    Position pos = m_document->position();
    if (pos.halfmoveClock() == m_halfmove->value() && pos.fullmoveNumber() == m_fullmove->value())
        return;
    pos.setHalfmoveClock(m_halfmove->value());
    pos.setFullmoveNumber(m_fullmove->value());
    applyEdit(pos, tr("Move counters"));
}

void PositionEditor::syncFromDocument() {
    m_syncing = true;
    const Position &pos = m_document->position();
    m_whiteToMove->setChecked(pos.sideToMove() == White);
    m_blackToMove->setChecked(pos.sideToMove() == Black);
    for (int i = 0; i < 4; ++i) m_castling[i]->setChecked(pos.canCastle(CastlingOrder[i]));
    // En passant squares lie on the 6th rank of the side to move.
    m_enPassant->clear();
    m_enPassant->addItem(tr("none"), int(NoSquare));
    const int rank = pos.sideToMove() == White ? 5 : 2;
    for (int file = 0; file < 8; ++file) {
        const Square s = makeSquare(file, rank);
        m_enPassant->addItem(QString::fromLatin1(squareName(s)), int(s));
    }
    const int current = m_enPassant->findData(int(pos.enPassantSquare()));
    if (current < 0) // an ep square on the wrong rank, read from a FEN: show it anyway
        m_enPassant->addItem(QString::fromLatin1(squareName(pos.enPassantSquare())),
                             int(pos.enPassantSquare()));
    m_enPassant->setCurrentIndex(qMax(0, m_enPassant->findData(int(pos.enPassantSquare()))));
    m_halfmove->setValue(pos.halfmoveClock());
    m_fullmove->setValue(pos.fullmoveNumber());
    m_syncing = false;
}

void PositionEditor::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void PositionEditor::retranslate() {
    m_clearButton->setText(tr("Clear board"));
    m_startButton->setText(tr("Start position"));
    m_flipButton->setText(tr("Flip board"));
    m_mirrorButton->setText(tr("Mirror"));
    m_mirrorButton->setToolTip(tr("Mirror the files (a-file becomes h-file)"));
    m_swapButton->setText(tr("Swap colours"));
    m_swapButton->setToolTip(tr("White becomes Black and the board turns round"));
    m_brushBox->setText(tr("Brush"));
    m_brushBox->setToolTip(tr("Each click on the board places the piece chosen in the palette"));
    m_sideGroup->setTitle(tr("Side to move"));
    m_whiteToMove->setText(tr("White"));
    m_blackToMove->setText(tr("Black"));
    m_castlingGroup->setTitle(tr("Castling rights"));
    m_castling[0]->setText(tr("White O-O"));
    m_castling[1]->setText(tr("White O-O-O"));
    m_castling[2]->setText(tr("Black O-O"));
    m_castling[3]->setText(tr("Black O-O-O"));
    m_enPassantLabel->setText(tr("En passant:"));
    m_halfmoveLabel->setText(tr("Halfmove clock:"));
    m_fullmoveLabel->setText(tr("Move number:"));
    const bool wasSyncing = m_syncing;
    m_syncing = true;
    if (m_enPassant->count() > 0) m_enPassant->setItemText(0, tr("none"));
    m_syncing = wasSyncing;
}

} // namespace rampart
