/// An element that a diff can follow from one snapshot to the next.
///
/// A diffable element has two separate notions of sameness:
///
/// - **Identity** (`id`, from `Identifiable`): the same logical row before and
///   after the change, such as a post's server identifier. Identity decides
///   what was deleted, inserted or moved.
/// - **Content** (`isContentEqual(to:)`): whether the row still looks the same.
///   Content decides what is reloaded.
///
/// Types that are `Equatable` get `isContentEqual(to:)` for free, as `==`:
///
/// ```swift
/// struct Post: Diffable, Equatable {
///     let id: Int
///     var title: String
/// }
/// ```
///
/// Identifiers should be unique within a snapshot. When they are not, the
/// diff still succeeds and its plan is still valid: the *k*-th occurrence of
/// an identifier in the old snapshot is matched with the *k*-th occurrence in
/// the new one.
public protocol Diffable<ID>: Identifiable {
    /// Returns whether this element shows the same content as `other`, an
    /// element with the same identifier from another snapshot.
    ///
    /// - Complexity: Should be O(1) or close to it: the diff calls it once for
    ///   every element that survives the change.
    func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
    /// Compares the whole element with `==`.
    @inlinable
    public func isContentEqual(to other: Self) -> Bool {
        self == other
    }
}
