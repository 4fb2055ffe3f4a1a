#include "patterns/patternlibrary.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

#include "patterns/strictjson.h"

namespace rampart {

namespace {

constexpr PatternTransformFlag transformFlags[] = {AllowColorFlip, AllowFileShift, AllowRankShift,
                                                   AllowFileMirror};
constexpr const char *boardFields[] = {"fixed", "not", "variable"};

// The member with that key, or nullptr (also for non-objects).
const JsonValue *member(const JsonValue &object, const std::string &key) {
    if (!object.is_object()) return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

// A number with an integral value in int range ("version": 1 or 1.0).
std::optional<int> integerOf(const JsonValue &value) {
    if (!value.is_number()) return std::nullopt;
    const double d = value.get<double>();
    if (std::floor(d) != d || d < -2147483648.0 || d > 2147483647.0) return std::nullopt;
    return int(d);
}

std::optional<Square> squareFromName(const std::string &name) {
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8')
        return std::nullopt;
    return makeSquare(name[0] - 'a', name[1] - '1');
}

// Collects problems for one file while a pattern is being read.
class ProblemSink {
public:
    explicit ProblemSink(std::string file)
        : m_file(std::move(file)) {}

    void enterPattern(int index, std::string name) {
        m_index = index;
        m_name = std::move(name);
    }
    void setPatternName(std::string name) { m_name = std::move(name); }
    void leavePattern() {
        m_index = -1;
        m_name.clear();
    }
    void add(const std::string &field, PatternProblemCode code, std::vector<std::string> args = {},
             int line = 0, int column = 0) {
        m_problems.push_back({m_file, m_index, m_name, field, line, column, code, std::move(args)});
    }
    std::vector<PatternLibraryProblem> take() { return std::move(m_problems); }
    bool empty() const { return m_problems.empty(); }

private:
    std::string m_file;
    int m_index = -1;
    std::string m_name;
    std::vector<PatternLibraryProblem> m_problems;
};

void readBoard(const JsonValue &value, const std::string &field, QuadBitboard &board,
               ProblemSink &sink) {
    if (!value.is_object()) {
        sink.add(field, PatternProblemCode::BoardNotObject, {jsonTypeName(value)});
        return;
    }
    for (const auto &[key, squares] : value.items()) {
        const std::string manField = field + "." + key;
        const auto man = key.size() == 1 ? manFromLetter(key[0]) : std::nullopt;
        if (!man) {
            sink.add(manField, PatternProblemCode::UnknownMan, {key});
            continue;
        }
        if (!squares.is_array()) {
            sink.add(manField, PatternProblemCode::SquaresNotArray, {jsonTypeName(squares)});
            continue;
        }
        for (std::size_t i = 0; i < squares.size(); ++i) {
            const JsonValue &item = squares[i];
            const std::string itemField = manField + "[" + std::to_string(i) + "]";
            if (!item.is_string()) {
                sink.add(itemField, PatternProblemCode::SquareNotString, {jsonTypeName(item)});
                continue;
            }
            const std::string &name = item.get_ref<const std::string &>();
            const auto square = squareFromName(name);
            if (!square) {
                sink.add(itemField, PatternProblemCode::NotASquare, {name});
                continue;
            }
            if (board.has(*man, *square)) {
                sink.add(itemField, PatternProblemCode::SquareTwice, {name});
                continue;
            }
            board.set(*man, *square);
        }
    }
}

// Checks that make a pattern contradictory or impossible, on the struct.
void checkPattern(const Pattern &p, ProblemSink &sink) {
    if (p.name.empty()) sink.add("name", PatternProblemCode::NameEmpty);
    const QuadBitboard *boards[] = {&p.fixed, &p.notBoard, &p.variable};
    for (int b = 0; b < 3; ++b) {
        for (Color c : {White, Black}) {
            const Bitboard backRanks = Rank1BB | Rank8BB;
            if (boards[b]->pawns(c) & backRanks)
                sink.add(std::string(boardFields[b]) + "." + manLetter(pawnMan(c)),
                         PatternProblemCode::PawnOnBackRank,
                         {squareName(lsb(boards[b]->pawns(c) & backRanks))});
        }
    }
    for (Color c : {White, Black}) {
        if (moreThanOne(p.fixed.king(c)))
            sink.add(std::string("fixed.") + manLetter(kingMan(c)), PatternProblemCode::TwoKings);
    }
    for (Man m : allMen) {
        const Bitboard both = p.fixed[m] & p.notBoard[m];
        if (both)
            sink.add(std::string("not.") + manLetter(m), PatternProblemCode::FixedAndForbidden,
                     {squareName(lsb(both))});
    }
    const QuadBitboard &f = p.fixed;
    const Bitboard crowded =
        (f[Man::WhitePawn] & (f[Man::BlackPawn] | f[Man::WhiteKing] | f[Man::BlackKing])) |
        (f[Man::BlackPawn] & (f[Man::WhiteKing] | f[Man::BlackKing])) |
        (f[Man::WhiteKing] & f[Man::BlackKing]);
    if (crowded) sink.add("fixed", PatternProblemCode::TwoMenOnSquare, {squareName(lsb(crowded))});
    if (p.transforms > AllTransforms)
        sink.add("transforms", PatternProblemCode::UnknownTransformBits);
    for (std::size_t i = 0; i < p.identities.size(); ++i) {
        const SquareIdentity &identity = p.identities[i];
        const std::string field =
            std::string("identities.") +
            (isValidSquare(identity.square) ? squareName(identity.square) : "?");
        if (!isValidSquare(identity.square)) sink.add(field, PatternProblemCode::IdentityNotSquare);
        if (identity.roles.empty()) sink.add(field, PatternProblemCode::IdentityWithoutRole);
        for (const std::string &role : identity.roles)
            if (role.empty()) sink.add(field, PatternProblemCode::EmptyRole);
        for (std::size_t j = 0; j < i; ++j)
            if (p.identities[j].square == identity.square)
                sink.add(field, PatternProblemCode::IdentitySquareTwice);
    }
}

std::optional<Pattern> readPattern(const JsonValue &value, ProblemSink &sink) {
    if (!value.is_object()) {
        sink.add("", PatternProblemCode::PatternNotObject, {jsonTypeName(value)});
        return std::nullopt;
    }
    Pattern p;
    p.transforms = AllTransforms;
    static const std::set<std::string> known = {"name",  "description", "transforms", "sideToMove",
                                                "fixed", "not",         "variable",   "identities"};
    const JsonValue *name = member(value, "name");
    if (!name)
        sink.add("name", PatternProblemCode::Missing);
    else if (!name->is_string())
        sink.add("name", PatternProblemCode::NotString, {jsonTypeName(*name)});
    else {
        p.name = name->get<std::string>();
        if (!p.name.empty()) sink.setPatternName(p.name);
    }

    // Unknown fields after the name so that the problem names the pattern.
    for (const auto &[key, unused] : value.items())
        if (!known.count(key)) sink.add(key, PatternProblemCode::UnknownField);

    const JsonValue *description = member(value, "description");
    if (!description)
        sink.add("description", PatternProblemCode::Missing);
    else if (!description->is_string())
        sink.add("description", PatternProblemCode::NotString, {jsonTypeName(*description)});
    else
        p.description = description->get<std::string>();

    if (const JsonValue *transforms = member(value, "transforms")) {
        if (!transforms->is_array()) {
            sink.add("transforms", PatternProblemCode::TransformsNotArray,
                     {jsonTypeName(*transforms)});
        } else {
            p.transforms = NoTransform;
            for (std::size_t i = 0; i < transforms->size(); ++i) {
                const JsonValue &item = (*transforms)[i];
                const std::string field = "transforms[" + std::to_string(i) + "]";
                const auto flag = std::find_if(std::begin(transformFlags), std::end(transformFlags),
                                               [&](PatternTransformFlag f) {
                                                   return item.is_string() &&
                                                          item.get_ref<const std::string &>() ==
                                                              transformFlagName(f);
                                               });
                if (flag == std::end(transformFlags)) {
                    sink.add(field, PatternProblemCode::UnknownTransform);
                } else if (p.transforms & *flag) {
                    sink.add(field, PatternProblemCode::TransformTwice);
                } else {
                    p.transforms |= *flag;
                }
            }
        }
    }

    if (const JsonValue *side = member(value, "sideToMove")) {
        if (*side == "white")
            p.sideToMove = White;
        else if (*side == "black")
            p.sideToMove = Black;
        else if (*side != "any")
            sink.add("sideToMove", PatternProblemCode::BadSideToMove);
    }

    const JsonValue *fixed = member(value, "fixed");
    if (!fixed)
        sink.add("fixed", PatternProblemCode::Missing);
    else
        readBoard(*fixed, "fixed", p.fixed, sink);
    if (const JsonValue *notBoard = member(value, "not"))
        readBoard(*notBoard, "not", p.notBoard, sink);
    if (const JsonValue *variable = member(value, "variable"))
        readBoard(*variable, "variable", p.variable, sink);

    if (const JsonValue *identities = member(value, "identities")) {
        if (!identities->is_object()) {
            sink.add("identities", PatternProblemCode::IdentitiesNotObject,
                     {jsonTypeName(*identities)});
        } else {
            for (const auto &[key, roles] : identities->items()) {
                const std::string field = "identities." + key;
                const auto square = squareFromName(key);
                if (!square) {
                    sink.add(field, PatternProblemCode::NotASquare, {key});
                    continue;
                }
                if (!roles.is_array() || roles.empty()) {
                    sink.add(field, PatternProblemCode::RolesNotArray);
                    continue;
                }
                for (std::size_t i = 0; i < roles.size(); ++i) {
                    const JsonValue &role = roles[i];
                    if (!role.is_string() || role.get_ref<const std::string &>().empty())
                        sink.add(field + "[" + std::to_string(i) + "]",
                                 PatternProblemCode::RoleNotString);
                    else
                        p.addIdentity(*square, role.get<std::string>());
                }
            }
        }
    }
    return p;
}

JsonValue boardToJson(const QuadBitboard &board) {
    JsonValue object = JsonValue::object();
    for (Man m : allMen) {
        if (!board[m]) continue;
        JsonValue squares = JsonValue::array();
        for (Bitboard b = board[m]; b;) squares.push_back(squareName(popLsb(b)));
        object[std::string(1, manLetter(m))] = std::move(squares);
    }
    return object;
}

// Members in the order of the file format (ordered_json keeps it).
JsonValue patternToJson(const Pattern &p) {
    JsonValue object = JsonValue::object();
    object["name"] = p.name;
    object["description"] = p.description;
    JsonValue transforms = JsonValue::array();
    for (PatternTransformFlag f : transformFlags)
        if (p.allows(f)) transforms.push_back(transformFlagName(f));
    object["transforms"] = std::move(transforms);
    object["sideToMove"] = !p.sideToMove ? "any" : (*p.sideToMove == White ? "white" : "black");
    object["fixed"] = boardToJson(p.fixed);
    object["not"] = boardToJson(p.notBoard);
    object["variable"] = boardToJson(p.variable);
    JsonValue identities = JsonValue::object();
    for (const SquareIdentity &identity : p.identities) {
        JsonValue roles = JsonValue::array();
        for (const std::string &role : identity.roles) roles.push_back(role);
        identities[squareName(identity.square)] = std::move(roles);
    }
    object["identities"] = std::move(identities);
    return object;
}

} // namespace

const char *transformFlagName(PatternTransformFlag flag) {
    switch (flag) {
    case AllowColorFlip:
        return "colorFlip";
    case AllowFileShift:
        return "fileShift";
    case AllowRankShift:
        return "rankShift";
    case AllowFileMirror:
        return "fileMirror";
    default:
        return "?";
    }
}

const Pattern *PatternLibrary::find(std::string_view name) const {
    for (const Pattern &p : patterns)
        if (p.name == name) return &p;
    return nullptr;
}

std::string PatternLibraryProblem::where() const {
    std::string s = file;
    if (line > 0) s += ":" + std::to_string(line) + ":" + std::to_string(column);
    if (!pattern.empty()) s += ": pattern '" + pattern + "'";
    if (!field.empty()) s += ": field '" + field + "'";
    return s;
}

PatternLibraryResult parsePatternLibrary(std::string_view json, const std::string &fileName) {
    PatternLibraryResult result;
    ProblemSink sink(fileName);
    const JsonParseResult parsed = parseJson(json);
    if (!parsed.ok()) {
        // Name the pattern the syntax error lies in, when the path tells it.
        // A key that merely looks like it ("patterns[" or a huge index) is
        // left as it is.
        std::string field = parsed.path;
        int index = -1;
        constexpr std::string_view prefix = "patterns[";
        if (field.rfind(prefix, 0) == 0) {
            const char *digits = field.data() + prefix.size();
            const char *end = field.data() + field.size();
            int found = -1;
            const auto [after, error] = std::from_chars(digits, end, found);
            if (error == std::errc() && after != digits && after != end && *after == ']' &&
                found >= 0) {
                index = found;
                field.erase(0, std::size_t(after + 1 - field.data()));
                if (!field.empty() && field[0] == '.') field.erase(0, 1);
            }
        }
        if (index >= 0) sink.enterPattern(index, "#" + std::to_string(index + 1));
        sink.add(field, PatternProblemCode::JsonSyntax, {parsed.error}, parsed.line, parsed.column);
        result.problems = sink.take();
        return result;
    }
    const JsonValue &root = *parsed.value;
    if (!root.is_object()) {
        sink.add("", PatternProblemCode::RootNotObject, {jsonTypeName(root)});
        result.problems = sink.take();
        return result;
    }
    PatternLibrary library;
    static const std::set<std::string> known = {"format", "version", "title", "patterns"};
    for (const auto &[key, unused] : root.items())
        if (!known.count(key)) sink.add(key, PatternProblemCode::UnknownField);
    const JsonValue *format = member(root, "format");
    if (!format)
        sink.add("format", PatternProblemCode::FormatMissing, {PatternLibraryFormat});
    else if (*format != PatternLibraryFormat)
        sink.add("format", PatternProblemCode::FormatWrong, {PatternLibraryFormat});
    const JsonValue *version = member(root, "version");
    const std::optional<int> versionNumber = version ? integerOf(*version) : std::nullopt;
    if (!version)
        sink.add("version", PatternProblemCode::Missing);
    else if (!versionNumber || *versionNumber < 1)
        sink.add("version", PatternProblemCode::VersionNotPositive);
    else if (*versionNumber > PatternLibraryVersion)
        sink.add("version", PatternProblemCode::VersionTooNew,
                 {std::to_string(*versionNumber), std::to_string(PatternLibraryVersion)});
    if (const JsonValue *title = member(root, "title")) {
        if (title->is_string())
            library.title = title->get<std::string>();
        else
            sink.add("title", PatternProblemCode::TitleNotString);
    }
    const JsonValue *patterns = member(root, "patterns");
    if (!patterns)
        sink.add("patterns", PatternProblemCode::Missing);
    else if (!patterns->is_array())
        sink.add("patterns", PatternProblemCode::PatternsNotArray, {jsonTypeName(*patterns)});
    else {
        std::set<std::string> names;
        for (std::size_t i = 0; i < patterns->size(); ++i) {
            sink.enterPattern(int(i), "#" + std::to_string(i + 1));
            if (auto pattern = readPattern((*patterns)[i], sink)) {
                checkPattern(*pattern, sink);
                if (!pattern->name.empty() && !names.insert(pattern->name).second)
                    sink.add("name", PatternProblemCode::DuplicateName);
                library.patterns.push_back(std::move(*pattern));
            }
            sink.leavePattern();
        }
    }
    if (sink.empty()) result.library = std::move(library);
    result.problems = sink.take();
    return result;
}

std::string serializePatternLibrary(const PatternLibrary &library) {
    JsonValue root = JsonValue::object();
    root["format"] = PatternLibraryFormat;
    root["version"] = PatternLibraryVersion;
    root["title"] = library.title;
    JsonValue patterns = JsonValue::array();
    for (const Pattern &p : library.patterns) patterns.push_back(patternToJson(p));
    root["patterns"] = std::move(patterns);
    return toJson(root);
}

std::vector<PatternLibraryProblem> validatePatternLibrary(const PatternLibrary &library,
                                                          const std::string &fileName) {
    ProblemSink sink(fileName);
    std::set<std::string> names;
    for (std::size_t i = 0; i < library.patterns.size(); ++i) {
        const Pattern &p = library.patterns[i];
        sink.enterPattern(int(i), p.name.empty() ? "#" + std::to_string(i + 1) : p.name);
        checkPattern(p, sink);
        if (!p.name.empty() && !names.insert(p.name).second)
            sink.add("name", PatternProblemCode::DuplicateName);
        sink.leavePattern();
    }
    return sink.take();
}

} // namespace rampart
