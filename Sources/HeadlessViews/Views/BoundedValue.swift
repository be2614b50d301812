/// A value kept between two bounds, by the rules UIKit's slider follows: a
/// bound set past the other moves the other to it, the value is clamped to
/// the bounds, and NaN is refused (what was there stays). The one rule of
/// ``HeadlessSlider`` and ``HeadlessStepper``.
struct BoundedValue {
    private(set) var value: Double
    private(set) var minimum: Double
    private(set) var maximum: Double

    /// A range over `minimum...maximum` holding `value`: a `maximum` below
    /// `minimum` is raised to it and `value` clamped; a NaN minimum is 0, a
    /// NaN maximum the minimum, a NaN value the minimum.
    init(value: Double, minimum: Double, maximum: Double) {
        let low = minimum.isNaN ? 0 : minimum
        let high = max(low, maximum.isNaN ? low : maximum)
        self.minimum = low
        self.maximum = high
        self.value = value.isNaN ? low : min(max(value, low), high)
    }

    mutating func setValue(_ newValue: Double) {
        guard !newValue.isNaN else { return }
        value = min(max(newValue, minimum), maximum)
    }

    mutating func setMinimum(_ newValue: Double) {
        guard !newValue.isNaN else { return }
        minimum = newValue
        maximum = max(maximum, newValue)
        value = min(max(value, minimum), maximum)
    }

    mutating func setMaximum(_ newValue: Double) {
        guard !newValue.isNaN else { return }
        maximum = newValue
        minimum = min(minimum, newValue)
        value = min(max(value, minimum), maximum)
    }
}
