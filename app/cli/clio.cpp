#include "clio.h"

#include <QFile>

#include <cstdio>
#include <iostream>

namespace rampart::cli {

QTextStream &out() {
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err() {
    static QTextStream stream(stderr);
    return stream;
}

void setupParser(QCommandLineParser &parser, const QString &description) {
    parser.setApplicationDescription(description);
    parser.addHelpOption();
}

bool parseOrExit(QCommandLineParser &parser, const QStringList &arguments, int &exitCode) {
    if (!parser.parse(arguments)) {
        err() << "error: " << parser.errorText() << Qt::endl;
        exitCode = 2;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText() << Qt::flush;
        exitCode = 0;
        return false;
    }
    return true;
}

void addPositionInputOptions(QCommandLineParser &parser) {
    parser.addOption({QStringLiteral("fen"), QStringLiteral("A position in FEN (repeatable)."),
                      QStringLiteral("FEN")});
    parser.addPositionalArgument(QStringLiteral("input"),
                                 QStringLiteral("A file with one FEN/EPD per line, or - for "
                                                "standard input."),
                                 QStringLiteral("[FILE | -]"));
}

bool forEachInputLine(
    const QCommandLineParser &parser,
    const std::function<bool(const std::string &, int, const QString &)> &callback) {
    const QStringList fens = parser.values(QStringLiteral("fen"));
    const QStringList files = parser.positionalArguments();
    if (fens.isEmpty() && files.isEmpty()) {
        err() << "error: no input: give --fen FEN, a file, or - for standard input" << Qt::endl;
        return false;
    }
    int n = 0;
    for (const QString &fen : fens) {
        if (!callback(fen.trimmed().toStdString(), ++n, QStringLiteral("--fen"))) return true;
    }
    for (const QString &name : files) {
        if (name == QLatin1String("-")) {
            // std::getline on stdin is far faster than QTextStream for a million lines.
            std::ios::sync_with_stdio(false);
            std::string line;
            int lineNumber = 0;
            while (std::getline(std::cin, line)) {
                ++lineNumber;
                const auto first = line.find_first_not_of(" \t\r");
                if (first == std::string::npos || line[first] == '#') continue;
                const auto last = line.find_last_not_of(" \t\r");
                if (!callback(line.substr(first, last - first + 1), lineNumber,
                              QStringLiteral("<stdin>")))
                    return true;
            }
            continue;
        }
        QFile file(name);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            err() << "error: cannot open " << name << ": " << file.errorString() << Qt::endl;
            return false;
        }
        int lineNumber = 0;
        while (!file.atEnd()) {
            ++lineNumber;
            const QByteArray raw = file.readLine().trimmed();
            if (raw.isEmpty() || raw.startsWith('#')) continue;
            if (!callback(raw.toStdString(), lineNumber, name)) return true;
        }
    }
    return true;
}

} // namespace rampart::cli
