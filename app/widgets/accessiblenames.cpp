#include "accessiblenames.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QToolButton>

namespace rampart {

void nameClearButton(QLineEdit *edit) {
    // The clear button is a QToolButton child of the line edit (Qt's
    // QLineEditIconButton); the line edit has no other tool buttons.
    for (QToolButton *button : edit->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly))
        button->setAccessibleName(QCoreApplication::translate("AccessibleNames", "Clear"));
}

void nameExtensionButtons(QWidget *root) {
    // Qt tells the extension buttons apart by object name only.
    for (QToolButton *button : root->findChildren<QToolButton *>()) {
        if (button->objectName() == QLatin1String("qt_toolbar_ext_button") ||
            button->objectName() == QLatin1String("qt_menubar_ext_button"))
            button->setAccessibleName(
                QCoreApplication::translate("AccessibleNames", "More actions"));
    }
}

} // namespace rampart
