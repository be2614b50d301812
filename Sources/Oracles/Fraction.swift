/// An exact rational number over `Int`, always in lowest terms with a
/// positive denominator, whose operations throw ``Overflow`` instead of
/// trapping or rounding: the arithmetic of ``WeightedOptimum``.
public struct Fraction: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// An operation whose exact result does not fit in `Int`.
    public struct Overflow: Error {}

    /// The numerator, carrying the sign.
    public let numerator: Int
    /// The denominator, at least 1.
    public let denominator: Int

    /// 0.
    public static let zero = Fraction(integer: 0)
    /// 1.
    public static let one = Fraction(integer: 1)

    /// The integer `integer`.
    public init(integer: Int) {
        numerator = integer
        denominator = 1
    }

    /// `numerator / denominator`, reduced.
    ///
    /// - Throws: ``Overflow`` when `denominator` is 0 or a value does not fit.
    public init(_ numerator: Int, _ denominator: Int) throws(Overflow) {
        guard denominator != 0, numerator != .min, denominator != .min else { throw Overflow() }
        let divisor = Self.gcd(numerator.magnitude, denominator.magnitude)
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / Int(divisor)
        self.denominator = sign * denominator / Int(divisor)
    }

    /// The exact value of `value`, which must be 0 or a normal `Double`
    /// whose numerator and denominator (a power of two) fit `Int`.
    ///
    /// Read from the bits, so no libm: a Foundation-free executable (a fuzz
    /// target) links this module too.
    ///
    /// - Throws: ``Overflow`` otherwise.
    public init(exactly value: Double) throws(Overflow) {
        if value == 0 {
            self = .zero
            return
        }
        guard value.isNormal else { throw Overflow() }
        // |value| = bits × 2^(exponent − 52), with bits < 2^53.
        var bits = value.significandBitPattern | 1 << 52
        var shift = Int(value.exponent) - 52
        let dropped = Swift.min(Int(bits.trailingZeroBitCount), Swift.max(0, -shift))
        bits >>= UInt64(dropped)
        shift += dropped
        let sign = value < 0 ? -1 : 1
        if shift >= 0 {
            guard shift <= 9 else { throw Overflow() }
            self.init(reduced: sign * Int(bits << UInt64(shift)), 1)
        } else {
            guard shift >= -61 else { throw Overflow() }
            self.init(reduced: sign * Int(bits), 1 << -shift)
        }
    }

    /// The nearest `Double`.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// `numerator/denominator`, or the integer.
    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return Swift.max(a, 1)
    }

    static func checked(_ result: (partialValue: Int, overflow: Bool)) throws(Overflow) -> Int {
        guard !result.overflow, result.partialValue != .min else { throw Overflow() }
        return result.partialValue
    }

    /// The sum.
    public static func + (lhs: Fraction, rhs: Fraction) throws(Overflow) -> Fraction {
        let divisor = Int(gcd(lhs.denominator.magnitude, rhs.denominator.magnitude))
        let left = try checked(lhs.numerator.multipliedReportingOverflow(by: rhs.denominator / divisor))
        let right = try checked(rhs.numerator.multipliedReportingOverflow(by: lhs.denominator / divisor))
        let numerator = try checked(left.addingReportingOverflow(right))
        let denominator = try checked(lhs.denominator.multipliedReportingOverflow(by: rhs.denominator / divisor))
        return try Fraction(numerator, denominator)
    }

    /// The negation.
    public static prefix func - (operand: Fraction) -> Fraction {
        // The numerator is never Int.min, so this cannot overflow.
        Fraction(reduced: -operand.numerator, operand.denominator)
    }

    /// The difference.
    public static func - (lhs: Fraction, rhs: Fraction) throws(Overflow) -> Fraction { try lhs + -rhs }

    /// The product.
    public static func * (lhs: Fraction, rhs: Fraction) throws(Overflow) -> Fraction {
        if lhs.numerator == 0 || rhs.numerator == 0 { return .zero }
        let first = Int(gcd(lhs.numerator.magnitude, rhs.denominator.magnitude))
        let second = Int(gcd(rhs.numerator.magnitude, lhs.denominator.magnitude))
        let numerator = try checked((lhs.numerator / first).multipliedReportingOverflow(by: rhs.numerator / second))
        let denominator = try checked(
            (lhs.denominator / second).multipliedReportingOverflow(by: rhs.denominator / first))
        return Fraction(reduced: numerator, denominator)
    }

    /// The quotient.
    ///
    /// - Throws: ``Overflow`` also when `rhs` is 0.
    public static func / (lhs: Fraction, rhs: Fraction) throws(Overflow) -> Fraction {
        guard rhs.numerator != 0 else { throw Overflow() }
        let sign = rhs.numerator < 0 ? -1 : 1
        return try lhs * Fraction(reduced: sign * rhs.denominator, sign * rhs.numerator)
    }

    /// Whether `lhs` is less than `rhs`: exact, through double-width products.
    public static func < (lhs: Fraction, rhs: Fraction) -> Bool {
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }

    /// Whether the number is negative, zero or positive: −1, 0 or 1.
    public var sign: Int { numerator.signum() }

    private init(reduced numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }
}
