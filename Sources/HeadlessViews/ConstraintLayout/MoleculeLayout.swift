@_spi(Collections) import CellModels

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

extension MoleculeLayout {
    /// Runs `view`'s ``layoutChild(_:)``, for a caller that knows `view`'s
    /// class is this type (``MoleculeClasses``).
    static func layOutChildren(of view: HeadlessView, in layout: ViewLayout<HeadlessView>) {
        unsafeDowncast(view, to: Self.self).layoutChild(layout)
    }
}

/// Which view classes are ``MoleculeLayout``s, learnt once per class: the
/// runtime's answer to `view as? any MoleculeLayout` searches the
/// conformances of the class and of each superclass, and `put` asks about
/// every view. A class's conformance is kept as its metatype, whose
/// static method calls the molecule with no cast.
@MainActor
enum MoleculeClasses {
    private static var known = ShortMap<ObjectIdentifier, (any MoleculeLayout.Type)?>()

    /// The type to lay out `view`'s children with, when its class is a
    /// ``MoleculeLayout``.
    ///
    /// - Complexity: O(1) after the first view of its class (a search
    ///   among the classes seen, by identity).
    static func moleculeType(of view: HeadlessView) -> (any MoleculeLayout.Type)? {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = known[type] { return known }
        let molecule = Swift.type(of: view) as? any MoleculeLayout.Type
        known.set(molecule, for: type)
        return molecule
    }
}
