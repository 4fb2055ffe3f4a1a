// Reaching a part of a widget as the application names it: the child of
// type T with that object name (widgets keep no getters for tests). A
// missing child stops the test with a message naming it.
#pragma once

#include <QObject>
#include <QString>
#include <QtGlobal>

template <typename T> T *childByName(const QObject &owner, const char *name) {
    T *child = owner.findChild<T *>(QLatin1String(name));
    if (!child)
        qFatal("%s has no %s named %s", owner.metaObject()->className(),
               T::staticMetaObject.className(), name);
    return child;
}
