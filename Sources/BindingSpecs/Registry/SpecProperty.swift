import CellModels

/// A property that a type declares for binding spec files, under a name: a
/// state the spec's bindings read (`"person.firstName"`), a view property
/// they write (`"text"`), or an outlet the spec connects (`"firstNameField"`).
///
/// Swift has no key-value coding, so a type lists its names in its
/// ``SpecRegistry`` registration:
///
/// ```swift
/// registry.register(PersonViewController.self, properties: [
///     "person": .state(\.$person),
///     "person.firstName": .state(\.$person, \.firstName),
///     "isSaving": .state(\.$isSaving),
///     "firstNameField": .outlet(\.firstNameField),
/// ]) { PersonViewController() }
/// ```
@MainActor
public struct SpecProperty<Owner: AnyObject> {
    let kind: SpecPropertyKind

    /// A state's whole value, read by bindings and by the spec's tests
    /// (`!isSaving`, `person === null`, `name.length > 0`).
    ///
    /// - Parameter state: The path to the owner's state, such as `\.$isSaving`.
    /// - Returns: The property.
    public static func state<Value>(_ state: KeyPath<Owner, ObservableState<Value>>) -> Self {
        Self.state(state, \Value.self)
    }

    /// A part of a state's value, such as a person's first name: bindings
    /// follow the part when the outer value (or object) is replaced.
    ///
    /// - Parameters:
    ///   - state: The path to the owner's state.
    ///   - path: The path into its value.
    /// - Returns: The property.
    public static func state<Root, Value>(
        _ state: KeyPath<Owner, ObservableState<Root>>, _ path: WritableKeyPath<Root, Value>
    ) -> Self {
        SpecProperty(kind: .source(SpecSource(owner: Owner.self, state: state, path: path)))
    }

    /// A read-only (computed) property of a state's value, such as a
    /// `fullName` computed from a first and a last name: a source that binds
    /// one way to any view property, editable or not.
    ///
    /// ```swift
    /// "person.fullName": .readOnly(\.$person, \.fullName)
    /// ```
    ///
    /// - Parameters:
    ///   - state: The key path to the owner's state.
    ///   - path: A key path into the state's value, writable or not.
    /// - Returns: The property.
    public static func readOnly<Root, Value>(
        _ state: KeyPath<Owner, ObservableState<Root>>, _ path: KeyPath<Root, Value>
    ) -> Self {
        SpecProperty(kind: .source(SpecSource(owner: Owner.self, state: state, readOnlyPath: path)))
    }

    /// A view property that bindings write, one way.
    ///
    /// - Parameter keyPath: The property, such as `\.text` of a label.
    /// - Returns: The property.
    public static func property<Value>(_ keyPath: ReferenceWritableKeyPath<Owner, Value>) -> Self {
        SpecProperty(kind: .target(SpecTarget(keyPath: keyPath)))
    }

    /// A view property the user edits: a binding of a state's value to it
    /// is two-way.
    ///
    /// - Parameter keyPath: The property, such as `\.text` of a text field.
    /// - Returns: The property.
    public static func editable<Value>(_ keyPath: ReferenceWritableKeyPath<Owner, Value>) -> Self
    where Owner: ViewEditReporting {
        SpecProperty(kind: .target(SpecTarget(editableKeyPath: keyPath)))
    }

    /// An outlet: the spec's `outlets` set it to another of its objects.
    ///
    /// - Parameter keyPath: The optional property to set.
    /// - Returns: The property.
    public static func outlet<Object: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Owner, Object?>) -> Self {
        SpecProperty(
            kind: .outlet(
                SpecOutlet(
                    typeName: String(describing: Object.self),
                    accepts: { $0 is Object.Type },
                    set: { owner, object in (owner as! Owner)[keyPath: keyPath] = object as? Object })))
    }
}
