/// A conversion from a model's value to a view's value, and optionally back:
/// the formatting of a binding, as a value you can name, reuse and compose.
///
/// A transformer with a reverse can be used in every direction. One without
/// a reverse is read-only: it can only bind one way, to the view; using it
/// where the view's value must become the model's (a two-way binding, a
/// binding from the view, pulling the view's value) throws
/// ``CellModelsError/irreversibleTransformer(_:)``.
///
/// ```swift
/// let ageText = BindingTransformer<Int, String>(name: "age") { "Your Age: \($0)" }
/// let stepperValue = BindingTransformer<Int, Double>(name: "stepper") { Double($0) } reverse: { Int($0) }
/// ```
///
/// The reverse returns `nil` for a view value that has no model value (text
/// that is not a number); a binding ignores such an edit.
///
/// See the standard read-only transformers: ``isNil``, ``isNotNil``,
/// ``isEmpty`` and ``isNotEmpty``. Reversible ones, such as `negate` and
/// `commaSeparated`, are ``ReversibleBindingTransformer``s, which need no
/// `try`.
public struct BindingTransformer<Input, Output> {
    /// A name for messages, such as `"isNil"`.
    public var name: String

    let forward: (Input) -> Output
    let reverse: ((Output) -> Input?)?

    /// Creates a transformer.
    ///
    /// - Parameters:
    ///   - name: A name for messages.
    ///   - forward: Turns the model's value into the view's.
    ///   - reverse: Turns the view's value into the model's, or returns `nil`
    ///     when it has none; leave it out for a read-only transformer.
    public init(
        name: String = "custom", forward: @escaping (Input) -> Output, reverse: ((Output) -> Input?)? = nil
    ) {
        self.name = name
        self.forward = forward
        self.reverse = reverse
    }

    /// Whether the transformer has a reverse, so that it can bind two-way.
    public var isReversible: Bool { reverse != nil }

    /// Turns a model value into a view value.
    public func transform(_ value: Input) -> Output {
        forward(value)
    }

    /// Turns a view value into a model value; `nil` when the transformer has
    /// no reverse or the view value has no model value.
    public func reverseTransform(_ value: Output) -> Input? {
        reverse?(value)
    }

    /// A transformer that applies this one, then `next`; it has a reverse
    /// when both have one.
    ///
    /// ```swift
    /// let hasNoTags = BindingTransformer<[String], Bool>.isEmpty.then(.negate)
    /// ```
    public func then<Next>(_ next: BindingTransformer<Output, Next>) -> BindingTransformer<Input, Next> {
        let forward = forward, nextForward = next.forward
        var reverse: ((Next) -> Input?)?
        if let ownReverse = self.reverse, let nextReverse = next.reverse {
            reverse = { nextReverse($0).flatMap(ownReverse) }
        }
        return BindingTransformer<Input, Next>(
            name: "\(name).then(\(next.name))", forward: { nextForward(forward($0)) }, reverse: reverse)
    }
}
