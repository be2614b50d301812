/// A headless slider over a closed range of values.
@MainActor
public final class HeadlessSlider: HeadlessControl {
    /// The current value, between ``minimumValue`` and ``maximumValue``.
    public var value: Double

    /// The smallest value.
    public var minimumValue: Double

    /// The largest value.
    public var maximumValue: Double

    /// Creates a slider; by default over 0...1, as UIKit's.
    public init(identifier: String? = nil, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1) {
        precondition(minimumValue <= maximumValue, "HeadlessSlider: minimumValue must not exceed maximumValue")
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.value = min(max(value, minimumValue), maximumValue)
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
