/// A column of the simplex tableau: a variable, or one of the symbols the
/// solver adds for a constraint.
///
/// The serial number and the kind share one `Int` (`serial << 2 | kind`),
/// so rows stay sorted by serial and a symbol is one word.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for.
    enum Kind: Int {
        /// A variable of the system, unrestricted in sign.
        case external = 0
        /// The slack of an inequality, ≥ 0.
        case slack = 1
        /// How far a non-required constraint is off, ≥ 0.
        case error = 2
        /// The marker of a required equality, always 0.
        case dummy = 3
    }

    /// `serial << 2 | kind`; −1 for ``invalid``.
    var raw: Int

    init(serial: Int, kind: Kind) { raw = serial << 2 | kind.rawValue }
    private init(raw: Int) { self.raw = raw }

    /// No symbol.
    static let invalid = Symbol(raw: -1)

    /// The index of the symbol in the solver's per-symbol arrays.
    var serial: Int { raw >> 2 }
    /// What the symbol stands for.
    var kind: Kind { Kind(rawValue: raw & 3)! }
    /// Whether this is a symbol at all.
    var isValid: Bool { raw >= 0 }
    /// Whether the symbol is a variable, which may be negative.
    var isExternal: Bool { raw & 3 == 0 }
    /// Whether the symbol is a dummy, which never enters the basis by a pivot.
    var isDummy: Bool { raw & 3 == 3 }
    /// Whether the symbol is a slack or an error symbol.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
