import CellModels

/// The events a headless control sends, as UIKit's `UIControl.Event` names
/// them.
public enum ControlEvent: Hashable, Sendable {
    /// The control's value changed through the user: a switch toggled, a
    /// slider slid, a stepper stepped.
    case valueChanged
    /// The user changed the text of a text field or search bar.
    case editingChanged
    /// The user finished editing a text field or search bar.
    case editingDidEnd
    /// The control's main action: a button tapped, return or search pressed.
    case primaryActionTriggered
}
