/// What hears of the layout DSL's misuses: relating a view to a parent it
/// does not have, relating an anchor to itself, relating views that share
/// no ancestor, putting a view into itself, or embedding a view controller
/// where no controller holds the view.
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
    ///     ``LayoutError/Kind/noCommonAncestor``,
    ///     ``LayoutError/Kind/invalidHierarchy`` or
    ///     ``LayoutError/Kind/missingViewController``.
    /// - Throws: To abandon the layout; the error is what the layout throws.
    func layout(_ view: HeadlessView, didMeet misuse: LayoutError) throws(LayoutError)

    /// Supplies a parent for `view`, the view a layout was made on, when the
    /// layout relates it to its parent and it has none (the root of a
    /// screen): return the parent to put `view` into and relate it to, or
    /// `nil` for a ``LayoutError/Kind/missingParent`` misuse. Asked once
    /// per layout, at the first relation to the parent. Returns `nil` by
    /// default.
    ///
    /// ```swift
    /// func layoutBuilderNeedParent(_ view: HeadlessView) throws(LayoutError) -> HeadlessView? { window }
    /// ```
    ///
    /// - Parameter view: The view the layout was made on.
    /// - Returns: The parent to use, or `nil`.
    /// - Throws: To abandon the layout; the error is what the layout throws.
    func layoutBuilderNeedParent(_ view: HeadlessView) throws(LayoutError) -> HeadlessView?

    /// Supplies the controller that embedded controllers become children
    /// of, when the layout embeds one (`put(_:)` with a
    /// ``HeadlessViewController``) in a view that no controller holds, as
    /// a cell's content view: return the controller, or `nil` for a
    /// ``LayoutError/Kind/missingViewController`` misuse. Asked once per
    /// layout, before anything changes. Returns `nil` by default, so a
    /// layout with no delegate throws, as the seed's default does.
    ///
    /// ```swift
    /// func layoutBuilderNeedViewController(_ view: HeadlessView) throws(LayoutError) -> HeadlessViewController? {
    ///     screenController
    /// }
    /// ```
    ///
    /// - Parameter view: The view the layout was made on.
    /// - Returns: The controller to embed into, or `nil`.
    /// - Throws: To abandon the layout; the error is what the layout throws.
    func layoutBuilderNeedViewController(_ view: HeadlessView) throws(LayoutError) -> HeadlessViewController?
}

extension LayoutDelegate {
    /// Supplies no parent: relating a view with none to its parent is a
    /// ``LayoutError/Kind/missingParent`` misuse.
    ///
    /// - Parameter view: The view the layout was made on.
    /// - Returns: `nil`.
    public func layoutBuilderNeedParent(_ view: HeadlessView) throws(LayoutError) -> HeadlessView? { nil }

    /// Supplies no controller: embedding a controller where no controller
    /// holds the view is a ``LayoutError/Kind/missingViewController``
    /// misuse.
    ///
    /// - Parameter view: The view the layout was made on.
    /// - Returns: `nil`.
    public func layoutBuilderNeedViewController(_ view: HeadlessView) throws(LayoutError) -> HeadlessViewController? {
        nil
    }
}
