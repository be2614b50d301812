/// How much a constraint matters, from 1 to 1000, as in UIKit.
///
/// A ``required`` constraint (1000) must hold: adding one that cannot throws.
/// Any other priority is a preference: the solver minimises the sum, over
/// the constraints that do not hold, of how far each is off times its
/// ``weight``. The weight grows tenfold every 111 points
/// (10^((*p* − 1) / 111): 1 at priority 1, about 1.4·10⁶ at 750, 10⁹ at 999),
/// so a constraint outweighs up to ten others of the same kind whose
/// priority is 111 points lower, and a higher priority always wins a direct
/// conflict with a lower one.
public struct ConstraintPriority: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The priority, from 1 to 1000; a solver rejects other values.
    public var rawValue: Double

    /// Creates a priority; ``ConstraintSolver`` throws when it is not finite
    /// or not in 1...1000.
    ///
    /// - Parameter rawValue: The priority, from 1 to 1000.
    public init(_ rawValue: Double) {
        self.rawValue = rawValue
    }

    /// 1000: the constraint must hold.
    public static let required = ConstraintPriority(1000)
    /// 750, UIKit's `defaultHigh`: a content's compression resistance.
    public static let high = ConstraintPriority(750)
    /// 250, UIKit's `defaultLow`: a content's hugging.
    public static let low = ConstraintPriority(250)
    /// 50, UIKit's `fittingSizeLevel`.
    public static let fittingSize = ConstraintPriority(50)

    /// Whether the priority is 1000.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is one a solver accepts: finite and in 1...1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// The factor of the constraint's error in the solver's objective,
    /// 10^((*p* − 1) / 111); not used for required constraints.
    public var weight: Double { isValid ? pow10((rawValue - 1) / 111) : 1 }

    /// Whether `lhs` is lower than `rhs`.
    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `required`, or the number, such as `750`.
    public var description: String {
        isRequired ? "required" : rawValue.compactDescription
    }
}

/// 10 to the power `exponent`, without Foundation: e^(exponent · ln 10) by
/// repeated squaring of the integer part and a series for the rest.
private func pow10(_ exponent: Double) -> Double {
    // `exponent` is in [0, 9] for a valid priority; no `rounded()`, which
    // needs libm.
    var n = Int(exponent)
    let fraction = exponent - Double(n)  // in [0, 1)
    var result = 1.0
    var base = 10.0
    while n > 0 {
        if n & 1 == 1 { result *= base }
        base *= base
        n >>= 1
    }
    // e^(f · ln 10) by its Taylor series; 30 terms reach full precision for f < 1.
    let x = fraction * 2.302_585_092_994_045_7
    var term = 1.0
    var sum = 1.0
    for k in 1...30 {
        term *= x / Double(k)
        sum += term
    }
    return result * sum
}
