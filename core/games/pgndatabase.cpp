#include "games/pgndatabase.h"

#include <fstream>

namespace rampart {

namespace {
constexpr std::size_t ChunkBytes = 1 << 20;
}

PgnDatabase::OpenStatus PgnDatabase::open(const std::string &path, const Progress &progress) {
    m_path = path;
    m_text.clear();
    m_inMemory = false;
    m_error.clear();
    m_entries.clear();
    m_stream.close();
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        m_error = "cannot open " + path;
        return OpenStatus::CannotRead;
    }
    in.seekg(0, std::ios::end);
    const auto size = std::uint64_t(in.tellg());
    in.seekg(0);
    PgnIndexer indexer;
    std::string chunk(ChunkBytes, '\0');
    while (in) {
        in.read(chunk.data(), std::streamsize(chunk.size()));
        const auto got = std::size_t(in.gcount());
        if (got == 0) break;
        indexer.feed(std::string_view(chunk.data(), got));
        if (progress && !progress(indexer.bytesScanned(), size)) {
            m_error = "cancelled";
            return OpenStatus::Cancelled;
        }
    }
    if (in.bad()) {
        m_error = "read error in " + path;
        return OpenStatus::CannotRead;
    }
    indexer.finish();
    m_entries = indexer.takeEntries();
    return OpenStatus::Ok;
}

void PgnDatabase::openText(std::string text) {
    m_path.clear();
    m_error.clear();
    m_text = std::move(text);
    m_inMemory = true;
    m_stream.close();
    PgnIndexer indexer;
    indexer.feed(m_text);
    indexer.finish();
    m_entries = indexer.takeEntries();
}

std::string PgnDatabase::gameText(int index) const {
    const PgnIndexEntry &e = m_entries[index];
    if (m_inMemory) return m_text.substr(e.offset, e.length);
    if (!m_stream.is_open()) m_stream.open(m_path, std::ios::binary);
    m_stream.clear();
    m_stream.seekg(std::streamoff(e.offset));
    std::string text(e.length, '\0');
    m_stream.read(text.data(), std::streamsize(e.length));
    if (std::uint64_t(m_stream.gcount()) != e.length) return {};
    return text;
}

PgnReadResult PgnDatabase::readGame(int index, PgnReadOptions options) const {
    const std::string text = gameText(index);
    const PgnIndexEntry &e = m_entries[index];
    if (text.empty() && e.length > 0) {
        PgnReadResult failed;
        failed.error = PgnError{PgnErrorCode::EmptyGame,
                                index + 1,
                                e.line,
                                1,
                                "the file changed or cannot be read since it was indexed",
                                {}};
        return failed;
    }
    return readPgnGame(text, index + 1, e.line, options);
}

} // namespace rampart
