/// A comparison of a length with a number.
enum SpecComparison: String, CaseIterable {
    // Longest spellings first, so that parsing finds `>=` before `>`.
    case notEqual = "!=="
    case equal = "==="
    case atLeast = ">="
    case atMost = "<="
    case greater = ">"
    case less = "<"

    func holds(_ lhs: Int, _ rhs: Int) -> Bool {
        switch self {
        case .notEqual: lhs != rhs
        case .equal: lhs == rhs
        case .atLeast: lhs >= rhs
        case .atMost: lhs <= rhs
        case .greater: lhs > rhs
        case .less: lhs < rhs
        }
    }
}
