/// A headless switch.
@MainActor
public final class HeadlessSwitch: HeadlessControl {
    /// Whether the switch is on.
    public var isOn: Bool

    /// Creates a switch.
    public init(identifier: String? = nil, isOn: Bool = false) {
        self.isOn = isOn
        super.init(identifier: identifier)
    }

    /// Simulates the user flipping the switch: one edit of ``isOn``, sent as
    /// ``ControlEvent/valueChanged``.
    ///
    /// - Returns: Whether the switch took the input; a disabled one does not.
    @discardableResult
    public func simulateToggle() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        userEdited(\HeadlessSwitch.isOn, sending: .valueChanged)
        return true
    }
}
