import CellModels

/// The base of the headless controls: a view the user can operate.
///
/// Controls report *user* edits, never changes made by code, in two ways:
///
/// - to bindings, through CellModels' `ViewEditReporting`: a two-way
///   binding to ``HeadlessTextField/text`` follows what a test types;
/// - to actions added with ``addAction(for:_:)``, as UIKit's target-action.
///
/// A disabled control ignores simulated user edits, as a real one ignores
/// touches; the `simulate` methods then return `false`.
///
/// The concrete controls are `final`: bindings listen for edits by key path,
/// and a key path rooted at a subclass (`\MyField.text`) would not match the
/// one the control reports (`\HeadlessTextField.text`).
@MainActor
open class HeadlessControl: HeadlessView, ViewEditReporting {
    /// Where bindings hear about user edits.
    public let editReporter = EditReporter()

    /// Whether the control accepts user edits.
    public var isEnabled = true

    /// Every event the control sent, in order, for tests.
    public private(set) var sentEvents: [ControlEvent] = []

    private var actions: [(event: ControlEvent, handler: @MainActor () -> Void)] = []

    /// Creates a control.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// Calls `handler` every time the control sends `event`.
    ///
    /// - Complexity: O(1).
    public func addAction(for event: ControlEvent, _ handler: @escaping @MainActor () -> Void) {
        actions.append((event, handler))
    }

    /// Removes every action added with ``addAction(for:_:)``.
    public func removeAllActions() {
        actions.removeAll()
    }

    /// Reports a user edit of `keyPath` to bindings, then sends `event`.
    ///
    /// - Complexity: O(*b* + *a*), for *b* bindings listening and *a* actions.
    func userEdited(_ keyPath: AnyKeyPath, sending event: ControlEvent) {
        editReporter.reportEdit(of: keyPath)
        send(event)
    }

    /// Sends `event` to the actions that want it.
    func send(_ event: ControlEvent) {
        sentEvents.append(event)
        for action in actions where action.event == event {
            action.handler()
        }
    }
}
