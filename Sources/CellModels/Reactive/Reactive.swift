/// The bindable properties and events of a value, grouped under its
/// `reactive` member: `label.reactive.text`, `field.reactive.edited`,
/// `button.reactive.tapped`.
///
/// Extend it for your own types, constraining `Base`:
///
/// ```swift
/// extension Reactive where Base: RatingView {
///     @MainActor var stars: BindableProperty<RatingView, Int> { BindableProperty(base, \.stars) }
/// }
/// ratingView.reactive.stars <~ $rating
/// ```
public struct Reactive<Base: AnyObject> {
    /// The value whose properties and events these are.
    public let base: Base

    /// Groups `base`'s properties and events.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type with a ``Reactive`` namespace: adopt it to get `reactive`.
///
/// ```swift
/// extension RatingView: ReactiveExtended {}
/// ```
public protocol ReactiveExtended: AnyObject {}

extension ReactiveExtended {
    /// The value's bindable properties and events.
    public var reactive: Reactive<Self> { Reactive(self) }
}

/// The name seed 004 gives ``ReactiveExtended``: adopt either to get
/// `.reactive`.
public typealias ReactiveExtensionProvider = ReactiveExtended
