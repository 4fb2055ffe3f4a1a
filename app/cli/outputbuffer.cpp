#include "outputbuffer.h"

namespace rampart::cli {

void OutputBuffer::flush() {
    if (!m_buffer.empty()) std::fwrite(m_buffer.data(), 1, m_buffer.size(), m_stream);
    m_buffer.clear();
    std::fflush(m_stream);
}

} // namespace rampart::cli
