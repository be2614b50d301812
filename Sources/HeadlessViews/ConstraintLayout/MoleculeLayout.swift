/// A view that lays out its own children when it is put into a layout: a
/// reusable piece of screen (an avatar with a badge, a labelled field).
///
/// ```swift
/// final class Badge: HeadlessView, MoleculeLayout {
///     let count = HeadlessLabel(identifier: "count")
///     func layoutChild(_ layout: ViewLayout<HeadlessView>) {
///         layout.put(count) { $0.center.equalWithParent() }
///     }
/// }
///
/// try screen.makeLayout { layout in
///     layout.put(Badge()) { $0.size(equalWith: Size(width: 24, height: 24)) }
/// }
/// ```
///
/// Its ``layoutChild(_:)`` runs in the same layout as the `put`, after the
/// `put`'s own closure, with the same way of laying out (make, edit, remake
/// or cleanly), so a failure anywhere leaves the molecule as it was too.
@MainActor
public protocol MoleculeLayout: HeadlessView {
    /// Lays out the view's children: `layout.view` is this view.
    ///
    /// - Parameter layout: The layout of this view.
    func layoutChild(_ layout: ViewLayout<HeadlessView>)
}
