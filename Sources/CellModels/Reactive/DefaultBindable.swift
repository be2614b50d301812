/// A view with one obvious property to bind, so that a binding can name the
/// view alone: `label <- \User.name` binds the label's text.
///
/// ```swift
/// extension RatingView: DefaultBindable {
///     static var defaultKeyPath: ReferenceWritableKeyPath<RatingView, Int> { \.stars }
/// }
/// ```
@MainActor
public protocol DefaultBindable: AnyObject {
    /// The type of the property.
    associatedtype DefaultValue

    /// The property bound when a binding names only the view.
    static var defaultKeyPath: ReferenceWritableKeyPath<Self, DefaultValue> { get }
}
