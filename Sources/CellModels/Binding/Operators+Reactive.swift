/// Connects `source` to a method of `owner`: each event calls it, until
/// `owner` is deallocated. The owner is held weakly.
///
/// ```swift
/// field.reactive.edited ~> (model, PersonModel.rename)
/// ```
///
/// - Returns: A token that ends the connection early.
@MainActor
@discardableResult
public func ~> <Source: EventProducing, Owner: AnyObject>(
    source: Source, target: (Owner, (Owner) -> (Source.Event) -> Void)
) -> Observation {
    let method = target.1
    return source.events.observe(owner: target.0) { [weak owner = target.0] event in
        if let owner { method(owner)(event) }
    }
}

/// Connects `source` to a method of `owner` that takes no argument, such as
/// a refresh on a notification, until `owner` is deallocated.
///
/// ```swift
/// center.reactive.notifications(named: .didLogIn) ~> (model, FeedModel.refresh)
/// ```
///
/// - Returns: A token that ends the connection early.
@MainActor
@discardableResult
public func ~> <Source: EventProducing, Owner: AnyObject>(
    source: Source, target: (Owner, (Owner) -> () -> Void)
) -> Observation {
    let method = target.1
    return source.events.observe(owner: target.0) { [weak owner = target.0] _ in
        if let owner { method(owner)() }
    }
}

/// Connects `source` to a function. The connection ends with the
/// ``BindingOwner`` collecting when it is made (a view model being applied),
/// if any, or when the returned token is cancelled; a function that
/// captures an object keeps it alive, so prefer the `(owner, method)` form.
///
/// - Returns: A token that ends the connection early.
@MainActor
@discardableResult
public func ~> <Source: EventProducing>(source: Source, handler: @escaping (Source.Event) -> Void) -> Observation {
    source.events.observe(handler)
}

/// Binds a source to a bindable property, one way:
/// `label.reactive.text <~ $name`.
@MainActor
@discardableResult
public func <~ <View: AnyObject, Source: BindingSource>(
    property: BindableProperty<View, Source.Value>, source: Source
) -> ViewBinding {
    source.bind(to: property.view, property.keyPath)
}

/// Binds a source to a bindable property, one way, formatted:
/// `label.reactive.text <~ ($age, { "\($0) years" })`.
@MainActor
@discardableResult
public func <~ <View: AnyObject, Source: BindingSource, Target>(
    property: BindableProperty<View, Target>, source: (Source, (Source.Value) -> Target)
) -> ViewBinding {
    source.0.bind(to: property.view, property.keyPath, format: source.1)
}

/// Binds a source and a bindable property both ways:
/// `field.reactive.text <-> $name`.
@MainActor
@discardableResult
public func <-> <View: ViewEditReporting, Source: BindingSource>(
    property: BindableProperty<View, Source.Value>, source: Source
) -> ViewBinding {
    source.bindTwoWay(with: property.view, property.keyPath)
}

/// Binds a source and a bindable property both ways through a reversible
/// transformer: `stepper.reactive.value <~> ($age, stepperValue)`.
@MainActor
@discardableResult
public func <~> <View: ViewEditReporting, Source: BindingSource, Target>(
    property: BindableProperty<View, Target>, source: (Source, ReversibleBindingTransformer<Source.Value, Target>)
) -> ViewBinding {
    source.0.bindTwoWay(with: property.view, property.keyPath, transformer: source.1)
}
