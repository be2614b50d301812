/// Which way a ``ViewBinding`` moves values.
public enum BindingDirection: Hashable, Sendable {
    /// Model to view: setting the state writes the view's property.
    case toView
    /// View to model: a user edit of the view's property sets the state.
    case fromView
    /// Both ways, with no feedback: a change from the view is not written back
    /// to it, and a write to the view is not reported as an edit.
    case twoWay

    var writesView: Bool { self != .fromView }
    var readsView: Bool { self != .toView }
}
