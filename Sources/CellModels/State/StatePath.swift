/// A path into an ``ObservableState``'s value: the part of a struct-backed
/// model that a binding reads and writes.
///
/// Make one with the state's subscript, then bind it like the state itself:
///
/// ```swift
/// let profile = ObservableState(Profile(person: Person(firstName: "Ada"), age: 36))
/// profile[\.person.firstName].bindTwoWay(with: nameField, \.text)
/// profile[\.age].bind(to: ageLabel, \.text) { "Your Age: \($0)" }
/// ```
///
/// When the outer value is replaced (`profile.update(\.person, with: ...)`),
/// bindings of inner paths follow the new inner value.
@MainActor
public struct StatePath<Root, Value>: BindingSource {
    /// The state the path starts from.
    public let rootState: ObservableState<Root>

    /// The path from the state's value to the part.
    public let pathFromRoot: WritableKeyPath<Root, Value>

    /// Creates a path into `rootState`'s value.
    public init(rootState: ObservableState<Root>, pathFromRoot: WritableKeyPath<Root, Value>) {
        self.rootState = rootState
        self.pathFromRoot = pathFromRoot
    }

    /// The part's current value. Setting it is
    /// ``ObservableState/update(_:with:)``.
    public var value: Value {
        get { rootState.value[keyPath: pathFromRoot] }
        nonmutating set { rootState.update(pathFromRoot, with: newValue) }
    }

    /// A longer path, into the part's own value.
    public subscript<Part>(_ path: WritableKeyPath<Value, Part>) -> StatePath<Root, Part> {
        StatePath<Root, Part>(rootState: rootState, pathFromRoot: pathFromRoot.appending(path: path))
    }
}
