// rampart-svgtopng: renders an SVG file to a square PNG of a given size.
//   rampart-svgtopng INPUT.svg SIZE OUTPUT.png
// A build-time helper (not installed): the hicolor icon sizes are rendered
// from resources/icons/rampart.svg so the PNGs can never drift from it.
#include <cstdio>

#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>

int main(int argc, char *argv[]) {
    // No QGuiApplication: painting an SVG without text into a QImage needs
    // neither a display nor a platform plugin.
    QStringList args;
    for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: rampart-svgtopng INPUT.svg SIZE OUTPUT.png\n");
        return 2;
    }
    bool sizeOk = false;
    const int size = args.at(2).toInt(&sizeOk);
    constexpr int MaximumSize = 4096;
    if (!sizeOk || size < 1 || size > MaximumSize) {
        std::fprintf(stderr, "rampart-svgtopng: size must be 1..%d pixels, not '%s'\n", MaximumSize,
                     qPrintable(args.at(2)));
        return 2;
    }
    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "rampart-svgtopng: cannot read the SVG file %s\n",
                     qPrintable(args.at(1)));
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
    }
    // Written whole or not at all, so a failed build step leaves no half PNG.
    QSaveFile file(args.at(3));
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        std::fprintf(stderr, "rampart-svgtopng: cannot write %s\n", qPrintable(args.at(3)));
        return 1;
    }
    return 0;
}
