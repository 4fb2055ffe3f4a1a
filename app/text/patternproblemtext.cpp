#include "patternproblemtext.h"

namespace rampart {

QString PatternProblemText::jsonTypeText(const std::string &type) {
    // The core names types with jsonTypeName() (core/patterns/strictjson.h):
    // nlohmann's identifiers, mapped here to words.
    if (type == "null") return tr("null", "JSON type");
    if (type == "boolean") return tr("a boolean", "JSON type");
    if (type == "number") return tr("a number", "JSON type");
    if (type == "string") return tr("a string", "JSON type");
    if (type == "array") return tr("an array", "JSON type");
    if (type == "object") return tr("an object", "JSON type");
    return QString::fromStdString(type);
}

QString PatternProblemText::text(const PatternLibraryProblem &problem) {
    return QString::fromStdString(problem.where()) + QStringLiteral(": ") + message(problem);
}

QString PatternProblemText::message(const PatternLibraryProblem &problem) {
    return message(problem.code, problem.args);
}

QString PatternProblemText::message(PatternProblemCode code, const std::vector<std::string> &args) {
    const auto arg = [&](std::size_t i) {
        return i < args.size() ? QString::fromStdString(args[i]) : QString();
    };
    const auto type = [&]() { return jsonTypeText(args.empty() ? std::string() : args[0]); };
    using C = PatternProblemCode;
    switch (code) {
    case C::JsonSyntax:
        // The detail is nlohmann::json's own (or strictjson.cpp's) and stays English.
        return tr("JSON syntax error: %1").arg(arg(0));
    case C::RootNotObject:
        return tr("the file must hold a JSON object, not %1").arg(type());
    case C::UnknownField:
        return tr("unknown field");
    case C::FormatMissing:
        return tr("missing (must be \"%1\")").arg(arg(0));
    case C::FormatWrong:
        return tr("must be \"%1\"").arg(arg(0));
    case C::Missing:
        return tr("missing");
    case C::VersionNotPositive:
        return tr("must be a positive integer");
    case C::VersionTooNew:
        return tr("version %1 is newer than this program reads (%2)").arg(arg(0), arg(1));
    case C::TitleNotString:
        return tr("must be a string");
    case C::PatternsNotArray:
        return tr("must be an array, not %1").arg(type());
    case C::PatternNotObject:
        return tr("a pattern must be an object, not %1").arg(type());
    case C::NotString:
        return tr("must be a string, not %1").arg(type());
    case C::TransformsNotArray:
        return tr("must be an array of names, not %1").arg(type());
    case C::UnknownTransform:
        return tr("unknown transform (use colorFlip, fileShift, rankShift or fileMirror)");
    case C::TransformTwice:
        return tr("transform listed twice");
    case C::BadSideToMove:
        return tr("must be \"any\", \"white\" or \"black\"");
    case C::BoardNotObject:
        return tr("must be an object of men, not %1").arg(type());
    case C::UnknownMan:
        return tr("unknown man \"%1\" (use P, p, K or k)").arg(arg(0));
    case C::SquaresNotArray:
        return tr("must be an array of squares, not %1").arg(type());
    case C::SquareNotString:
        return tr("must be a square name, not %1").arg(type());
    case C::NotASquare:
        return tr("\"%1\" is not a square (a1 .. h8)").arg(arg(0));
    case C::SquareTwice:
        return tr("square %1 is listed twice").arg(arg(0));
    case C::IdentitiesNotObject:
        return tr("must be an object from squares to roles, not %1").arg(type());
    case C::RolesNotArray:
        return tr("must be a non-empty array of role names");
    case C::RoleNotString:
        return tr("a role must be a non-empty string");
    case C::NameEmpty:
        return tr("must not be empty");
    case C::PawnOnBackRank:
        return tr("a pawn on %1 (pawns never stand on rank 1 or 8)").arg(arg(0));
    case C::TwoKings:
        return tr("more than one king of a colour");
    case C::FixedAndForbidden:
        return tr("square %1 is both required (fixed) and forbidden (not): the pattern can never "
                  "match")
            .arg(arg(0));
    case C::TwoMenOnSquare:
        return tr("two men required on %1: the pattern can never match").arg(arg(0));
    case C::UnknownTransformBits:
        return tr("unknown transform bits");
    case C::IdentityNotSquare:
        return tr("not a square");
    case C::IdentityWithoutRole:
        return tr("a square needs at least one role");
    case C::EmptyRole:
        return tr("a role must not be empty");
    case C::IdentitySquareTwice:
        return tr("square listed twice");
    case C::DuplicateName:
        return tr("another pattern has the same name");
    }
    return tr("unknown problem");
}

} // namespace rampart
