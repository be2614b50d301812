/// What a stream of values binds to with `<~`: an owner, held weakly, and
/// what to do to it with each value. The binding ends with the owner.
///
/// ```swift
/// extension Reactive where Base: Label {
///     var text: BindingSink<Label, String?> {
///         BindingSink(owner: base) { label, newValue in label.text = newValue ?? "" }
///     }
/// }
///
/// label.reactive.text <~ store.reactive.username
/// ```
@MainActor
public struct BindingSink<Owner: AnyObject, Value> {
    /// The object the values are for, held weakly.
    public private(set) weak var owner: Owner?
    /// What to do to the owner with each value.
    public let receive: (Owner, Value) -> Void

    /// A sink into `owner`.
    ///
    /// - Parameters:
    ///   - owner: The object the values are for, held weakly; the binding
    ///     ends with it.
    ///   - receive: What to do to the owner with each value.
    public init(owner: Owner, receive: @escaping (Owner, Value) -> Void) {
        self.owner = owner
        self.receive = receive
    }
}

/// Binds a stream of values to a sink: each value is given to the sink's
/// owner until the owner is deallocated or the observation is cancelled.
///
/// - Parameters:
///   - sink: The owner and what to do to it.
///   - source: Any stream of values (``EventProducing``).
/// - Returns: The observation, which you may keep to end it early.
@MainActor
@discardableResult
public func <~ <Owner: AnyObject, Source: EventProducing>(
    sink: BindingSink<Owner, Source.Event>, source: Source
) -> Observation {
    guard let owner = sink.owner else {
        let observation = Observation()
        observation.end()
        return observation
    }
    let receive = sink.receive
    return source.events.observe(owner: owner) { [weak owner] value in
        if let owner { receive(owner, value) }
    }
}

/// Binds a stream of values to a view's property: each value is written to
/// it until the view is deallocated or the observation is cancelled.
///
/// ```swift
/// usernameLabel.reactive.text <~ store.reactive.username.map { $0 ?? "" }
/// ```
///
/// - Parameters:
///   - property: The view's property (`view.reactive.text`).
///   - source: Any stream of values (``EventProducing``).
/// - Returns: The observation, which you may keep to end it early.
@MainActor
@discardableResult
public func <~ <View: AnyObject, Source: EventProducing>(
    property: BindableProperty<View, Source.Event>, source: Source
) -> Observation {
    BindingSink(owner: property.view) { view, value in view[keyPath: property.keyPath] = value } <~ source
}

/// Binds a stream of optional text to a view's `String` property; `nil`
/// shows as `""`.
///
/// ```swift
/// usernameLabel.reactive.text <~ store.reactive.username
/// ```
///
/// - Parameters:
///   - property: The view's `String` property.
///   - source: A stream of `String?`.
/// - Returns: The observation, which you may keep to end it early.
@MainActor
@discardableResult
public func <~ <View: AnyObject, Source: EventProducing>(
    property: BindableProperty<View, String>, source: Source
) -> Observation where Source.Event == String? {
    BindingSink(owner: property.view) { view, value in view[keyPath: property.keyPath] = value ?? "" } <~ source
}
