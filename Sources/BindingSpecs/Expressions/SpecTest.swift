/// A test of a value in a spec's binding, turning it into a `Bool`:
/// `isSaving`, `!isSaving`, `person === null`, `person !== null`,
/// `name.length === 0`, `name.length > 0`.
enum SpecTest: Equatable {
    /// The value itself, a `Bool`.
    case truth
    /// The opposite of the value, a `Bool`: `!isSaving`.
    case negation
    /// `=== null`.
    case isNull
    /// `!== null`.
    case isNotNull
    /// The number of elements (or characters) compared with a number.
    case length(SpecComparison, Int)
}
