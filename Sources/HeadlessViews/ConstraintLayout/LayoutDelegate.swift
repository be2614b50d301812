/// What hears of the layout DSL's misuses: relating a view to a parent it
/// does not have, relating an anchor to itself, relating views that share
/// no ancestor, or putting a view into itself.
///
/// A layout given no delegate throws the misuse, and nothing changes. A
/// delegate may instead let the layout go on without the misused part, by
/// returning; or it may throw, which abandons the whole layout, leaving
/// every view and constraint as it was.
///
/// ```swift
/// final class MisuseLog: LayoutDelegate {
///     var misuses: [LayoutError] = []
///     func layout(_ view: HeadlessView, didMeet misuse: LayoutError) throws(LayoutError) {
///         misuses.append(misuse)   // and carry on without it
///     }
/// }
/// ```
@MainActor
public protocol LayoutDelegate: AnyObject {
    /// Hears one misuse in a layout made on `view`.
    ///
    /// - Parameters:
    ///   - view: The view the layout was made on.
    ///   - misuse: What was wrong, of kind ``LayoutError/Kind/missingParent``,
    ///     ``LayoutError/Kind/selfRelation``,
    ///     ``LayoutError/Kind/noCommonAncestor`` or
    ///     ``LayoutError/Kind/invalidHierarchy``.
    /// - Throws: To abandon the layout; the error is what the layout throws.
    func layout(_ view: HeadlessView, didMeet misuse: LayoutError) throws(LayoutError)
}
