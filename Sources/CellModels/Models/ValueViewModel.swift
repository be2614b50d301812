/// A view model that owns a model value and the bindings of its parts, in
/// the keypath style.
///
/// ```swift
/// let viewModel = ValueViewModel(User(name: "Ada", email: ""))
/// viewModel.bind(User(name: "Ann", email: "ann@example.com"), [
///     label <- \User.name,
///     field <-> \User.email,
/// ])
/// viewModel.update(\.name, with: "Grace")   // the label shows Grace
/// viewModel.unbind(\.name)                  // the label no longer follows
/// viewModel.model.email                     // what the field holds
/// ```
///
/// It holds the views weakly, through its bindings.
@MainActor
public final class ValueViewModel<Model> {
    /// The model's state: observe it, or bind more to it.
    public let state: ObservableState<Model>

    private let owner = BindingOwner()

    /// Creates a view model holding `model`, with no bindings.
    public init(_ model: Model) {
        state = ObservableState(model)
    }

    /// The current model value.
    public var model: Model { state.value }

    /// Replaces the model value and the bindings: ends the current
    /// bindings, sets `model` (a change triggered by code), then makes
    /// `bindings`, each writing the view now.
    ///
    /// - Parameters:
    ///   - model: The new model value.
    ///   - bindings: The bindings to make, written with the binding
    ///     operators and the model's key paths.
    /// - Complexity: O(*b*) bindings made, plus unbinding the old ones.
    public func bind(_ model: Model, _ bindings: [ModelBinding<Model>]) {
        owner.unbindAll()
        state.value = model
        owner.collectingBindings {
            for binding in bindings {
                _ = binding.make(state)
            }
        }
    }

    /// Sets the part of the model at `path`; the views bound to it follow.
    ///
    /// - Complexity: O(*b*) for *b* bindings, plus observers.
    public func update<Part>(_ path: WritableKeyPath<Model, Part>, with part: Part) {
        state.update(path, with: part)
    }

    /// Ends the bindings of the part at `path`; others, including those of
    /// longer paths, stay.
    ///
    /// - Complexity: O(*b*²) in the worst case, for *b* bindings.
    public func unbind<Part>(_ path: WritableKeyPath<Model, Part>) {
        state.unbind(path)
    }

    /// Ends every binding made by ``bind(_:_:)``.
    public func unbindAll() {
        owner.unbindAll()
    }

    /// The number of bindings still bound.
    @_spi(Instrumentation)
    public var bindingCount: Int { owner.bindingCount }
}
