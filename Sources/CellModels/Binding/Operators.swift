/// The precedence of the binding operators: below the ternary operator, above
/// assignment, and non-associative.
precedencegroup BindingPrecedence {
    associativity: none
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// Binds one way, from right to left: `(label, \.text) <- $name` binds the
/// model to the view; `$query <- (searchBar, \.text)` binds the view to the
/// model.
infix operator <- : BindingPrecedence

/// Binds both ways: `(field, \.text) <-> $name`.
infix operator <-> : BindingPrecedence

/// Binds one way to the view with a formatter or a transformer:
/// `(label, \.text) <~ ($age, { "Your Age: \($0)" })`; or a bindable
/// property to a source: `label.reactive.text <~ $name`.
infix operator <~ : BindingPrecedence

/// Binds both ways with a format and a reverse, or a transformer:
/// `(stepper, \.value) <~> ($age, { Double($0) }, { Int($0) })`.
infix operator <~> : BindingPrecedence

// `~>`, the output binding (`field.reactive.edited ~> (model, PersonModel.rename)`),
// uses the standard library's declaration of the operator, with its
// default precedence: the module cannot declare it again.

/// Binds `source` to the view's property, one way; the same as
/// `source.bind(to: view, keyPath)`.
@MainActor
@discardableResult
public func <- <View: AnyObject, Source: BindingSource>(
    view: (View, ReferenceWritableKeyPath<View, Source.Value>), source: Source
) -> ViewBinding {
    source.bind(to: view.0, view.1)
}

/// Binds `source` to the view's optional property, one way; the same as
/// `source.bind(to: view, keyPath)`.
@MainActor
@discardableResult
public func <- <View: AnyObject, Source: BindingSource>(
    view: (View, ReferenceWritableKeyPath<View, Source.Value?>), source: Source
) -> ViewBinding {
    source.bind(to: view.0, view.1)
}

/// Binds the view's property to `source`, one way; the same as
/// `source.bind(from: view, keyPath)`.
@MainActor
@discardableResult
public func <- <View: ViewEditReporting, Source: BindingSource>(
    source: Source, view: (View, ReferenceWritableKeyPath<View, Source.Value>)
) -> ViewBinding {
    source.bind(from: view.0, view.1)
}

/// Binds `source` and the view's property both ways; the same as
/// `source.bindTwoWay(with: view, keyPath)`.
@MainActor
@discardableResult
public func <-> <View: ViewEditReporting, Source: BindingSource>(
    view: (View, ReferenceWritableKeyPath<View, Source.Value>), source: Source
) -> ViewBinding {
    source.bindTwoWay(with: view.0, view.1)
}

/// Binds `source` and the view's optional property both ways; the same as
/// `source.bindTwoWay(with: view, keyPath)`.
@MainActor
@discardableResult
public func <-> <View: ViewEditReporting, Source: BindingSource>(
    view: (View, ReferenceWritableKeyPath<View, Source.Value?>), source: Source
) -> ViewBinding {
    source.bindTwoWay(with: view.0, view.1)
}

/// Binds a source to the view's property, one way, formatted; the same as
/// `source.bind(to: view, keyPath, format: format)`.
@MainActor
@discardableResult
public func <~ <View: AnyObject, Source: BindingSource, Target>(
    view: (View, ReferenceWritableKeyPath<View, Target>), source: (Source, (Source.Value) -> Target)
) -> ViewBinding {
    source.0.bind(to: view.0, view.1, format: source.1)
}
