// A buffered writer to standard output for commands that print many lines
// (probe, tb dump): plain std::string appends and large fwrite() calls, no
// per-line Qt work. Do not interleave with out() on the same run.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace rampart::cli {

class OutputBuffer {
public:
    explicit OutputBuffer(std::FILE *stream = stdout)
        : m_stream(stream) {
        m_buffer.reserve(Capacity + 4096);
    }
    ~OutputBuffer() { flush(); }
    OutputBuffer(const OutputBuffer &) = delete;
    OutputBuffer &operator=(const OutputBuffer &) = delete;

    OutputBuffer &operator<<(std::string_view text) {
        m_buffer.append(text);
        if (m_buffer.size() >= Capacity) flush();
        return *this;
    }
    OutputBuffer &operator<<(char c) {
        m_buffer.push_back(c);
        if (m_buffer.size() >= Capacity) flush();
        return *this;
    }
    OutputBuffer &operator<<(long long n) { return *this << std::string_view(std::to_string(n)); }
    void flush();

private:
    static constexpr std::size_t Capacity = 1 << 16;
    std::FILE *m_stream;
    std::string m_buffer;
};

} // namespace rampart::cli
