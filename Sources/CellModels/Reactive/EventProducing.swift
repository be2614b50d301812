/// Something with events to connect with `~>`: an ``EventSource``, or a
/// ``BindableProperty`` of a view that reports edits (its user edits).
@MainActor
public protocol EventProducing<Event> {
    /// The type of the events.
    associatedtype Event

    /// The events.
    var events: EventSource<Event> { get }
}

extension EventSource: EventProducing {
    /// The source itself.
    public var events: EventSource<Value> { self }
}

extension BindableProperty: EventProducing where View: ViewEditReporting {
    /// The user's edits of the property.
    public var events: EventSource<Value> { edits }
}
