/// Binds a source to the view's property, one way, through a transformer;
/// the same as `source.bind(to: view, keyPath, transformer: transformer)`,
/// which cannot throw here because it writes the view first.
@MainActor
@discardableResult
public func <~ <View: AnyObject, Source: BindingSource, Target>(
    view: (View, ReferenceWritableKeyPath<View, Target>),
    source: (Source, BindingTransformer<Source.Value, Target>)
) -> ViewBinding {
    let transformer = source.1
    return source.0.makeBinding(
        view.0, view.1, forward: transformer.forward, reverse: transformer.reverse, reporter: nil,
        direction: .toView, start: .pushToView, owner: nil)
}

/// Binds a source to the view's property, one way, through a reversible
/// transformer: `(button, \.isEnabled) <~ ($isSaving, .negate)`.
@MainActor
@discardableResult
public func <~ <View: AnyObject, Source: BindingSource, Target>(
    view: (View, ReferenceWritableKeyPath<View, Target>),
    source: (Source, ReversibleBindingTransformer<Source.Value, Target>)
) -> ViewBinding {
    source.0.bind(to: view.0, view.1, transformer: source.1)
}

/// Binds a source and the view's property both ways, through a transformer
/// reversible by type: no `try`.
///
/// ```swift
/// (stepper, \.value) <~> ($age, stepperValue)
/// ```
@MainActor
@discardableResult
public func <~> <View: ViewEditReporting, Source: BindingSource, Target>(
    view: (View, ReferenceWritableKeyPath<View, Target>),
    source: (Source, ReversibleBindingTransformer<Source.Value, Target>)
) -> ViewBinding {
    source.0.bindTwoWay(with: view.0, view.1, transformer: source.1)
}

/// Binds a source and the view's property both ways, with a format and a
/// reverse closure; an edit the reverse returns `nil` for is ignored.
///
/// ```swift
/// (stepper, \.value) <~> ($age, { Double($0) }, { Int($0) })
/// ```
@MainActor
@discardableResult
public func <~> <View: ViewEditReporting, Source: BindingSource, Target>(
    view: (View, ReferenceWritableKeyPath<View, Target>),
    source: (Source, (Source.Value) -> Target, (Target) -> Source.Value?)
) -> ViewBinding {
    source.0.bindTwoWay(
        with: view.0, view.1, transformer: ReversibleBindingTransformer(forward: source.1, reverse: source.2))
}

/// Binds a source and the view's property both ways through a transformer
/// that may have no reverse.
///
/// - Throws: ``CellModelsError/irreversibleTransformer(_:)`` when it has
///   none.
@MainActor
@discardableResult
public func <~> <View: ViewEditReporting, Source: BindingSource, Target>(
    view: (View, ReferenceWritableKeyPath<View, Target>),
    source: (Source, BindingTransformer<Source.Value, Target>)
) throws(CellModelsError) -> ViewBinding {
    try source.0.bindTwoWay(with: view.0, view.1, transformer: source.1)
}
