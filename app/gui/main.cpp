// Placeholder replaced by the explorer window (branch gui).
#include <QApplication>
#include <QLabel>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QLabel label(QStringLiteral("Rampart"));
    label.show();
    return app.exec();
}
