/// A headless slider over a closed range of values.
@MainActor
public final class HeadlessSlider: HeadlessControl {
    /// The current value, kept between ``minimumValue`` and ``maximumValue``
    /// as UIKit keeps it: a value set outside the range is clamped to it,
    /// and NaN is refused (the value stays).
    public var value: Double {
        didSet {
            if value.isNaN { value = oldValue } else { clampValue() }
        }
    }

    /// The smallest value (NaN is refused). Set above ``maximumValue``, it raises the maximum
    /// to itself, as UIKit's slider does; the value is clamped.
    public var minimumValue: Double {
        didSet {
            if minimumValue.isNaN { minimumValue = oldValue; return }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }

    /// The largest value (NaN is refused). Set below ``minimumValue``, it lowers the minimum
    /// to itself; the value is clamped.
    public var maximumValue: Double {
        didSet {
            if maximumValue.isNaN { maximumValue = oldValue; return }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }

    /// Creates a slider; by default over 0...1, as UIKit's. A
    /// `maximumValue` below `minimumValue` is raised to it, and `value` is
    /// clamped to the range, as setting the properties does (a NaN bound or
    /// value is taken as the minimum, 0 for the minimum itself).
    public init(identifier: String? = nil, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1) {
        let low = minimumValue.isNaN ? 0 : minimumValue
        let high = Swift.max(low, maximumValue.isNaN ? low : maximumValue)
        self.minimumValue = low
        self.maximumValue = high
        self.value = value.isNaN ? low : Swift.min(Swift.max(value, low), high)
        super.init(identifier: identifier)
    }

    private func clampValue() {
        let clamped = Swift.min(Swift.max(value, minimumValue), maximumValue)
        if clamped != value { value = clamped }
    }

    /// Simulates the user sliding to `newValue`, clamped to the range: one
    /// edit of ``value``, sent as ``ControlEvent/valueChanged``. Sliding to
    /// the current value is no edit.
    ///
    /// - Returns: Whether the value changed.
    @discardableResult
    public func simulateSliding(to newValue: Double) -> Bool {
        guard isEnabled else { return false }
        let clamped = min(max(newValue, minimumValue), maximumValue)
        guard clamped != value else { return false }
        value = clamped
        userEdited(\HeadlessSlider.value, sending: .valueChanged)
        return true
    }
}
