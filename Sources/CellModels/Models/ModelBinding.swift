/// A binding of a view to a part of a model type, not yet made: what the
/// keypath style lists for a ``ValueViewModel`` to make.
///
/// Write one with the binding operators, the model's key path on the right:
///
/// ```swift
/// viewModel.bind(User(name: "Ada"), [
///     label <- \User.name,                    // the label's default property
///     (label, \.isHidden) <- \User.isGuest,
///     field <-> \User.email,
///     stepper <~> (\User.age, { $0.value = Double($1) }, { view, _ in Int(view.value) }),
/// ])
/// ```
@MainActor
public struct ModelBinding<Model> {
    /// The model's part the binding reads and writes.
    public let path: PartialKeyPath<Model>

    let make: (ObservableState<Model>) -> ViewBinding

    init(path: PartialKeyPath<Model>, make: @escaping (ObservableState<Model>) -> ViewBinding) {
        self.path = path
        self.make = make
    }
}

/// Binds the model's part to the view's property, one way.
@MainActor
public func <- <View: AnyObject, Model, Part>(
    view: (View, ReferenceWritableKeyPath<View, Part>), path: WritableKeyPath<Model, Part>
) -> ModelBinding<Model> {
    ModelBinding(path: path) { $0[path].bind(to: view.0, view.1) }
}

/// Binds the model's part to the view's optional property, one way.
@MainActor
public func <- <View: AnyObject, Model, Part>(
    view: (View, ReferenceWritableKeyPath<View, Part?>), path: WritableKeyPath<Model, Part>
) -> ModelBinding<Model> {
    ModelBinding(path: path) { $0[path].bind(to: view.0, view.1) }
}

/// Binds the model's part to the view's default property, one way:
/// `label <- \User.name`.
@MainActor
public func <- <View: DefaultBindable, Model>(
    view: View, path: WritableKeyPath<Model, View.DefaultValue>
) -> ModelBinding<Model> {
    ModelBinding(path: path) { $0[path].bind(to: view, View.defaultKeyPath) }
}

/// Binds the model's part to the view's property, one way, formatted:
/// `(label, \.text) <~ (\User.age, { "\($0) years" })`.
@MainActor
public func <~ <View: AnyObject, Model, Part, Target>(
    view: (View, ReferenceWritableKeyPath<View, Target>), source: (WritableKeyPath<Model, Part>, (Part) -> Target)
) -> ModelBinding<Model> {
    ModelBinding(path: source.0) { $0[source.0].bind(to: view.0, view.1, format: source.1) }
}

/// Binds the model's part and the view's property both ways.
@MainActor
public func <-> <View: ViewEditReporting, Model, Part>(
    view: (View, ReferenceWritableKeyPath<View, Part>), path: WritableKeyPath<Model, Part>
) -> ModelBinding<Model> {
    ModelBinding(path: path) { $0[path].bindTwoWay(with: view.0, view.1) }
}

/// Binds the model's part and the view's default property both ways:
/// `field <-> \User.email`.
@MainActor
public func <-> <View: DefaultBindable & ViewEditReporting, Model>(
    view: View, path: WritableKeyPath<Model, View.DefaultValue>
) -> ModelBinding<Model> {
    ModelBinding(path: path) { $0[path].bindTwoWay(with: view, View.defaultKeyPath) }
}

/// Binds the model's part and a view both ways through two closures: one
/// that shows the part in the view, and one that reads the part from the
/// view after any user edit of it (given the part's current value; `nil`
/// ignores the edit).
///
/// ```swift
/// stepper <~> (\User.age, { $0.value = Double($1) }, { view, _ in Int(view.value) })
/// ```
@MainActor
public func <~> <View: ViewEditReporting, Model, Part>(
    view: View, source: (WritableKeyPath<Model, Part>, (View, Part) -> Void, (View, Part) -> Part?)
) -> ModelBinding<Model> {
    let (path, show, read) = source
    return ModelBinding(path: path) { state in
        let access = ViewAccess<View, Part?>(
            get: { [weak state] view in state.flatMap { read(view, $0.storage[keyPath: path]) } },
            set: { view, part in if let part { show(view, part) } })
        return state.makeBinding(
            path: path, view: view, access: access, forward: { Optional($0) }, reverse: { $0 },
            reporter: view.editReporter, direction: .twoWay, start: .pushToView, owner: nil)
    }
}

/// Binds the model's optional text to the view's default `String` property,
/// one way: `label <- \User.aString` with `aString` a `String?`; `nil`
/// shows as `""`.
@MainActor
public func <- <View: DefaultBindable, Model>(
    view: View, path: WritableKeyPath<Model, String?>
) -> ModelBinding<Model> where View.DefaultValue == String {
    ModelBinding(path: path) {
        $0[path].bind(to: view, View.defaultKeyPath, transformer: .showingNil(as: "", reading: .asValue))
    }
}

/// Binds the model's optional text to the view's `String` property, one
/// way; `nil` shows as `""`.
@MainActor
public func <- <View: AnyObject, Model>(
    view: (View, ReferenceWritableKeyPath<View, String>), path: WritableKeyPath<Model, String?>
) -> ModelBinding<Model> {
    ModelBinding(path: path) {
        $0[path].bind(to: view.0, view.1, transformer: .showingNil(as: "", reading: .asValue))
    }
}

/// Binds the model's optional text and the view's default `String`
/// property both ways: `textField <-> \User.aString` with `aString` a
/// `String?`. `nil` shows as `""`; the field's text, `""` included, reads
/// back as itself.
@MainActor
public func <-> <View: DefaultBindable & ViewEditReporting, Model>(
    view: View, path: WritableKeyPath<Model, String?>
) -> ModelBinding<Model> where View.DefaultValue == String {
    ModelBinding(path: path) {
        $0[path].bindTwoWay(with: view, View.defaultKeyPath, transformer: .showingNil(as: "", reading: .asValue))
    }
}

/// Binds the model's optional text and the view's `String` property both
/// ways; `nil` shows as `""`.
@MainActor
public func <-> <View: ViewEditReporting, Model>(
    view: (View, ReferenceWritableKeyPath<View, String>), path: WritableKeyPath<Model, String?>
) -> ModelBinding<Model> {
    ModelBinding(path: path) {
        $0[path].bindTwoWay(with: view.0, view.1, transformer: .showingNil(as: "", reading: .asValue))
    }
}
