// JSON arrays of the plain lists that --json output prints.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <QJsonArray>
#include <QString>

namespace rampart::cli {

inline QJsonArray jsonArray(const std::vector<std::string> &list) {
    QJsonArray a;
    for (const std::string &s : list) a.append(QString::fromStdString(s));
    return a;
}

inline QJsonArray jsonArray(const std::vector<std::uint64_t> &list) {
    QJsonArray a;
    for (const std::uint64_t n : list) a.append(qint64(n));
    return a;
}

} // namespace rampart::cli
