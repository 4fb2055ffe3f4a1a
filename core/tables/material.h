// The material of an endgame table: which men besides the two kings stand on
// the board, by colour and kind, for positions with at most four men.
//
// Names are written as players write them: the white king and men, then the
// black king and men, strongest first (Q R B N P): "KQKP" is king and queen
// against king and pawn, "KPPK" king and two pawns against the bare king.
//
// A table is built once for each canonical material, the one whose White side
// is the stronger (more men; with as many men, the stronger men compared
// strongest first). "KPKQ" is probed in the "KQKP" table with colours flipped
// (see flipped()). Both sides to move are in every table.
#pragma once

#include <array>
#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/types.h"

namespace rampart {

class Position;

// One man other than a king.
struct MaterialMan {
    Color color = White;
    PieceType type = Pawn;
    bool operator==(const MaterialMan &) const = default;
};

class Material {
public:
    // Men on the board at most, kings included.
    static constexpr int MaxMen = 4;
    // Men besides the two kings at most.
    static constexpr int MaxExtraMen = MaxMen - 2;

    Material() = default; // the bare kings, "KK"

    // "KQKP", "kpkp" (case-insensitive). Fails (with a reason in *error) on
    // anything that is not "K<men>K<men>" or has more than four men.
    static std::optional<Material> parse(std::string_view text, std::string *error = nullptr);
    // The material of a position (any number of men; check menCount()).
    static Material of(const Position &pos);
    // Every canonical material with three or four men: 5 three-man then 30
    // four-man, in a fixed order (dependencies never come after the material
    // in the three-man/four-man split, but see TableBuilder for the order it
    // builds in).
    static std::vector<Material> allUpToFourMen();

    int count(Color c, PieceType t) const { return m_counts[c][t]; }
    void add(Color c, PieceType t) { ++m_counts[c][t]; }
    // Kings included.
    int menCount() const;
    bool hasPawns() const { return m_counts[White][Pawn] + m_counts[Black][Pawn] > 0; }
    // "KQKP".
    std::string name() const;

    // The men besides the kings in index order: White's, then Black's, each
    // strongest first.
    std::vector<MaterialMan> men() const;

    // Whether White is the side this material's table is built for.
    bool isCanonical() const;
    // Colours swapped: "KQKP" <-> "KPKQ".
    Material flipped() const;
    Material canonical() const { return isCanonical() ? *this : flipped(); }

    // The canonical materials one capture or promotion (or both) away, with
    // at least one man besides the kings (the bare kings are a draw).
    std::vector<Material> successors() const;

    auto operator<=>(const Material &) const = default;

private:
    std::array<std::array<std::uint8_t, PieceTypeCount>, ColorCount> m_counts{};
};

} // namespace rampart
