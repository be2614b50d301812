/// A conversion from a model's value to a view's value and back, reversible
/// by its type: every binding method and operator that takes one works in
/// every direction, with no `try`.
///
/// ```swift
/// let stepperValue = ReversibleBindingTransformer<Int, Double>(forward: { Double($0) }, reverse: { Int($0) })
/// $age.bindTwoWay(with: stepper, \.value, transformer: stepperValue)   // no try
/// ```
///
/// A ``BindingTransformer`` is the general kind, whose reverse may be
/// missing, so binding with one where the view's value must be read throws.
/// A reversible transformer converts to one with ``BindingTransformer/init(_:)``.
///
/// The reverse returns `nil` for a view value that has no model value (text
/// that is not a number); a binding ignores such an edit.
///
/// See the standard ones: ``identity``, ``optional``, ``negate``,
/// ``commaSeparated`` and ``showingNil(as:reading:)``.
public struct ReversibleBindingTransformer<Input, Output> {
    /// A name for messages, such as `"negate"`.
    public var name: String

    package let forward: (Input) -> Output
    let reverse: (Output) -> Input?

    /// Creates a transformer.
    ///
    /// - Parameters:
    ///   - name: A name for messages.
    ///   - forward: Turns the model's value into the view's.
    ///   - reverse: Turns the view's value into the model's, or returns `nil`
    ///     when it has none.
    public init(name: String = "custom", forward: @escaping (Input) -> Output, reverse: @escaping (Output) -> Input?) {
        self.name = name
        self.forward = forward
        self.reverse = reverse
    }

    /// Always `true`, as for a ``BindingTransformer`` with a reverse.
    public var isReversible: Bool { true }

    /// Turns a model value into a view value.
    public func transform(_ value: Input) -> Output {
        forward(value)
    }

    /// Turns a view value into a model value; `nil` when the view value has
    /// no model value.
    public func reverseTransform(_ value: Output) -> Input? {
        reverse(value)
    }

    /// A transformer that applies this one, then `next`; reversible.
    ///
    /// ```swift
    /// let twice = ReversibleBindingTransformer<Bool, Bool>.negate.then(.negate)
    /// ```
    public func then<Next>(
        _ next: ReversibleBindingTransformer<Output, Next>
    ) -> ReversibleBindingTransformer<Input, Next> {
        let forward = forward, reverse = reverse, nextForward = next.forward, nextReverse = next.reverse
        return ReversibleBindingTransformer<Input, Next>(
            name: "\(name).then(\(next.name))", forward: { nextForward(forward($0)) },
            reverse: { nextReverse($0).flatMap(reverse) })
    }

    /// A transformer that applies this one, then `next`, which may not be
    /// reversible.
    public func then<Next>(_ next: BindingTransformer<Output, Next>) -> BindingTransformer<Input, Next> {
        BindingTransformer(self).then(next)
    }
}

extension BindingTransformer {
    /// The general form of a reversible transformer, with its reverse.
    public init(_ reversible: ReversibleBindingTransformer<Input, Output>) {
        self.init(name: reversible.name, forward: reversible.forward, reverse: reversible.reverse)
    }

    /// A transformer that applies this one, then the reversible `next`; it
    /// has a reverse when this one has.
    public func then<Next>(_ next: ReversibleBindingTransformer<Output, Next>) -> BindingTransformer<Input, Next> {
        then(BindingTransformer<Output, Next>(next))
    }
}
