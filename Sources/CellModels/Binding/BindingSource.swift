/// Something a binding reads and writes: an ``ObservableState`` (the whole
/// value) or a ``StatePath`` (a part of it).
///
/// Every binding method is defined once, here, for both:
///
/// | Method | Direction |
/// |---|---|
/// | `bind(to:_:start:owner:)` | model to view |
/// | `bind(to:_:owner:format:)` | model to view, formatted |
/// | `bind(to:_:transformer:start:owner:)` | model to view, transformed |
/// | `bind(from:_:start:owner:)` | view to model |
/// | `bindTwoWay(with:_:start:owner:)` | both ways |
///
/// Each has a variant for an optional view property (a label's `String?`
/// text bound to a `String`) and one with a ``BindingTransformer``. All
/// return a ``ViewBinding`` you may keep to end the binding early.
@MainActor
public protocol BindingSource<Value> {
    /// The type of the state's whole value.
    associatedtype Root
    /// The type of the part the binding reads and writes.
    associatedtype Value

    /// The state that holds the value.
    var rootState: ObservableState<Root> { get }

    /// The path from the state's value to the bound part; `\.self` for the
    /// whole value.
    var pathFromRoot: WritableKeyPath<Root, Value> { get }
}

extension ObservableState: BindingSource {
    /// The state itself.
    public var rootState: ObservableState<Value> { self }

    /// `\.self`: the whole value.
    public var pathFromRoot: WritableKeyPath<Value, Value> { wholeValuePath }
}

extension BindingSource {
    /// Checks that `transformer` can turn the view's value back when `start`
    /// or `direction` needs it.
    func check<Target>(
        _ transformer: BindingTransformer<Value, Target>, direction: BindingDirection, start: BindingStart
    ) throws(CellModelsError) {
        if (direction.readsView || start == .pullFromView) && !transformer.isReversible {
            throw .irreversibleTransformer(transformer.name)
        }
    }

    func makeBinding<View: AnyObject, Target>(
        _ view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>,
        forward: @escaping (Value) -> Target, reverse: ((Target) -> Value?)?, reporter: EditReporter?,
        direction: BindingDirection, start: BindingStart, combining: BoolCombination = .and, owner: AnyObject?,
        movable: Bool = false
    ) -> ViewBinding {
        rootState.makeBinding(
            path: pathFromRoot, view: view, keyPath: keyPath, forward: forward, reverse: reverse,
            reporter: reporter, direction: direction, start: start, combining: combining, owner: owner,
            movable: movable)
    }
}
