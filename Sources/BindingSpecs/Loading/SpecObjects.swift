import CellModels

/// The objects a ``BindingSpec`` made, by name, and the owner of their
/// bindings: keep it as long as the screen lives.
@MainActor
public final class SpecObjects {
    private let objects: [String: AnyObject]

    /// The owner of the spec's bindings; `unbindAll()` ends
    /// them.
    public let bindingOwner = BindingOwner()

    init(objects: [String: AnyObject]) {
        self.objects = objects
    }

    /// The object named `name`, if it is a `type`.
    ///
    /// - Parameters:
    ///   - name: The object's name in the spec.
    ///   - type: The type expected.
    /// - Returns: The object, or `nil` when there is none of that name and
    ///   type.
    public func object<Object>(named name: String, as type: Object.Type = Object.self) -> Object? {
        objects[name] as? Object
    }
}
