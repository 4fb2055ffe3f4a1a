// Names for the buttons Qt adds inside widgets of ours. A QLineEdit's clear
// button and the extension buttons of a tool bar or menu bar are Qt's own
// tool buttons without text, so a screen reader announces them only as "button". Call
// again on a language change.
#pragma once

class QLineEdit;
class QWidget;

namespace rampart {

// The clear button of a line edit with setClearButtonEnabled(true).
void nameClearButton(QLineEdit *edit);
// The ">>" buttons tool bars and the menu bar under root show when their
// actions do not fit.
void nameExtensionButtons(QWidget *root);

} // namespace rampart
