import HeadlessViews

/// What a cell's (or a header or footer view's)
/// ``HeadlessReusableView/buildChildren(_:)`` hook uses to make its
/// children: it asks for each child by a key and gets a view that is in the
/// view's content view.
///
/// Whether the view is new or the one made under that key before depends on
/// the pass's ``strategy``: only ``LayoutingStrategy/makeAndEditLayout`` hands back
/// existing children. The hook is written once and reads the same for every
/// strategy:
///
/// ```swift
/// override func buildChildren(_ children: ChildBuilder) {
///     title = children.child("title") { HeadlessLabel() }
///     title.numberOfLines = 2
/// }
/// ```
@MainActor
public struct ChildBuilder {
    /// What this pass does.
    public let strategy: LayoutingStrategy
    /// The occasion of this pass.
    public let phase: CellLayouting

    let owner: HeadlessReusableView

    /// Returns the child for `key`: the one made under `key` before when the
    /// strategy is ``LayoutingStrategy/makeAndEditLayout`` and it is still of type
    /// `View` and in the content view; otherwise a new one from `make`, added
    /// to the content view. A new child without an identifier takes `key` as
    /// its `HeadlessView.identifier`.
    ///
    /// - Complexity: O(1) to find an existing child; adding one is O(*s*) for
    ///   *s* children of the content view.
    public func child<View: HeadlessView>(_ key: String, make: () -> View) -> View {
        if strategy == .makeAndEditLayout, let existing = owner.builtChildren[key] as? View,
            existing.superview === owner.contentView
        {
            return existing
        }
        let view = make()
        if view.identifier == nil { view.identifier = key }
        owner.contentView.addSubview(view)
        owner.builtChildren[key] = view
        owner.builtOrder.append(view)
        owner.madeChildCount += 1
        return view
    }
}
