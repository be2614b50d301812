/// A headless stepper: a value changed by steps between two bounds.
@MainActor
public final class HeadlessStepper: HeadlessControl {
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
    /// raises the maximum to itself (where UIKit's stepper raises an exception); the value is clamped.
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

    /// The amount one tap adds or removes: positive and finite. A step that
    /// is not (where UIKit's stepper raises an exception) is refused: the
    /// stepper keeps the step it had.
    public var stepValue: Double {
        didSet {
            if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue }
        }
    }

    /// Creates a stepper; by default over 0...100 in steps of 1, as UIKit's.
    /// A `maximumValue` below `minimumValue` is raised to it, `value` is
    /// clamped to the range, and a `stepValue` that is not positive and
    /// finite is 1, as setting the properties would leave them (a NaN bound
    /// or value is taken as the minimum, 0 for the minimum itself).
    public init(
        identifier: String? = nil, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
        stepValue: Double = 1
    ) {
        range = BoundedValue(value: value, minimum: minimumValue, maximum: maximumValue)
        self.stepValue = stepValue > 0 && stepValue.isFinite ? stepValue : 1
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
