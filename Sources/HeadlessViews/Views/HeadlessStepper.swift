/// A headless stepper: a value changed by steps between two bounds.
@MainActor
public final class HeadlessStepper: HeadlessControl {
    /// The current value.
    public var value: Double

    /// The smallest value.
    public var minimumValue: Double

    /// The largest value.
    public var maximumValue: Double

    /// The amount one tap adds or removes.
    public var stepValue: Double

    /// Creates a stepper; by default over 0...100 in steps of 1, as UIKit's.
    public init(
        identifier: String? = nil, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
        stepValue: Double = 1
    ) {
        precondition(minimumValue <= maximumValue, "HeadlessStepper: minimumValue must not exceed maximumValue")
        precondition(stepValue > 0, "HeadlessStepper: stepValue must be positive")
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        self.value = min(max(value, minimumValue), maximumValue)
        super.init(identifier: identifier)
    }

    /// Simulates a tap on plus: one edit of ``value``, sent as
    /// ``ControlEvent/valueChanged``. At the maximum, nothing happens.
    ///
    /// - Returns: Whether the value changed.
    @discardableResult
    public func simulateIncrement() -> Bool { step(by: stepValue) }

    /// Simulates a tap on minus. At the minimum, nothing happens.
    ///
    /// - Returns: Whether the value changed.
    @discardableResult
    public func simulateDecrement() -> Bool { step(by: -stepValue) }

    private func step(by amount: Double) -> Bool {
        guard isEnabled else { return false }
        let next = min(max(value + amount, minimumValue), maximumValue)
        guard next != value else { return false }
        value = next
        userEdited(\HeadlessStepper.value, sending: .valueChanged)
        return true
    }
}
