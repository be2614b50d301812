/// A headless button with a title and a selected state.
@MainActor
public final class HeadlessButton: HeadlessControl {
    /// The title.
    public var title: String {
        didSet { if title != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The title's size in the ``HeadlessFont/body`` font, plus 12 on each
    /// side and 6 above and below.
    public override var intrinsicContentSize: Size {
        let title = HeadlessFont.body.size(of: title)
        return Size(width: title.width + 24, height: HeadlessFont.body.lineHeight + 12)
    }

    /// Whether the button shows as selected.
    public var isSelected: Bool

    /// Whether a tap toggles ``isSelected`` (a check box or a like button):
    /// the toggle is then a user edit of ``isSelected`` that bindings follow.
    public var togglesSelection: Bool

    /// How many times the user tapped the button.
    public private(set) var tapCount = 0

    /// Creates a button.
    public init(identifier: String? = nil, title: String = "", isSelected: Bool = false, togglesSelection: Bool = false)
    {
        self.title = title
        self.isSelected = isSelected
        self.togglesSelection = togglesSelection
        super.init(identifier: identifier)
    }

    /// Simulates a tap: toggles ``isSelected`` if the button
    /// ``togglesSelection`` (reported as an edit and sent as
    /// ``ControlEvent/valueChanged``), then sends
    /// ``ControlEvent/primaryActionTriggered``.
    ///
    /// - Returns: Whether the button took the tap; a disabled one does not.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled else { return false }
        tapCount += 1
        if togglesSelection {
            isSelected.toggle()
            userEdited(\HeadlessButton.isSelected, sending: .valueChanged)
        }
        send(.primaryActionTriggered)
        return true
    }

    /// Calls `handler` with the button each time it is tapped (on
    /// ``ControlEvent/primaryActionTriggered``); the handler holds the
    /// button weakly.
    ///
    /// ```swift
    /// button.didClicked { _ in count += 1 }
    /// ```
    ///
    /// - Parameter handler: What to do on a tap.
    public func didClicked(_ handler: @escaping @MainActor (HeadlessButton) -> Void) {
        addAction(for: .primaryActionTriggered) { [weak self] in
            guard let self else { return }
            handler(self)
        }
    }
}
