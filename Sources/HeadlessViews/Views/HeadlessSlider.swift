/// A headless slider over a closed range of values.
@MainActor
public final class HeadlessSlider: HeadlessControl {
    /// The bounds and the value, kept by one rule (`BoundedValue`).
    private var range: BoundedValue

    /// The current value, kept between ``minimumValue`` and ``maximumValue``
    /// as UIKit keeps it: a value set outside the range is clamped to it,
    /// and NaN is refused (the value stays).
    public var value: Double {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// The smallest value (NaN is refused). Set above ``maximumValue``, it
    /// raises the maximum to itself, as UIKit's slider does; the value is clamped.
    public var minimumValue: Double {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The largest value (NaN is refused). Set below ``minimumValue``, it
    /// lowers the minimum to itself; the value is clamped.
    public var maximumValue: Double {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// Creates a slider; by default over 0...1, as UIKit's. A
    /// `maximumValue` below `minimumValue` is raised to it, and `value` is
    /// clamped to the range, as setting the properties does (a NaN bound or
    /// value is taken as the minimum, 0 for the minimum itself).
    public init(identifier: String? = nil, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1) {
        range = BoundedValue(value: value, minimum: minimumValue, maximum: maximumValue)
        super.init(identifier: identifier)
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
