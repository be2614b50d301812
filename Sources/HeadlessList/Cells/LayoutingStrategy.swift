import HeadlessViews

/// What one layout pass of a cell does with its
/// ``HeadlessReusableView/layoutChild(_:)`` and
/// ``HeadlessReusableView/buildChildren(_:)`` hooks: the seed's
/// `LayoutingStrategy`, one for each way `HeadlessView` lays out, and
/// ``none``.
///
/// A cell whose behaviour is ``CellLayoutBehaviour/custom`` returns one from
/// ``HeadlessReusableView/shouldLayout(on:)``; the built-in behaviours
/// choose one per phase (see ``CellLayoutBehaviour``).
public enum LayoutingStrategy: Hashable, Sendable {
    /// Runs the hooks as `makeAndEditLayout` does: a child the build hook
    /// asks for by a key it used before is handed back to be edited, only
    /// missing children are made, and a constraint between the anchors of
    /// one made before replaces it.
    case makeAndEditLayout
    /// Runs the hooks as `remakeLayout` does: the children the build hook
    /// made before are removed, and the constraints the layout made before
    /// with them; then both hooks run anew. Children added by other means
    /// stay.
    case remakeLayout
    /// Runs the hooks as `makeLayout` does: every child the build hook asks
    /// for is made and added, even if one with that key exists (which then
    /// stays: a duplicate), and every constraint is added.
    case makeLayout
    /// Runs the hooks as `makeLayoutCleanly` does: every child of the
    /// content view is removed, whoever added it, with its constraints;
    /// then both hooks run anew.
    case makeLayoutCleanly
    /// Does not run the hooks.
    ///
    /// Compare an optional strategy with `LayoutingStrategy.none`, spelled
    /// out: a bare `.none` there means `nil`.
    case none

    /// The layout DSL's strategy for the same pass.
    var layoutStrategy: LayoutStrategy {
        switch self {
        case .makeAndEditLayout: .makeAndEdit
        case .remakeLayout: .remake
        case .makeLayout: .make
        case .makeLayoutCleanly: .makeCleanly
        case .none: .nothing
        }
    }
}
