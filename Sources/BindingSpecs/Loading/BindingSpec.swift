import CellModels
import ListDiffExchange

/// A screen's objects and bindings, written declaratively in a JSON or YAML
/// file (see ``load(yaml:file:registry:)``) and checked against a ``SpecRegistry``; ``instantiate()`` makes the
/// objects and binds them.
///
/// The file is an object whose members are named objects. Each has a
/// `class` (a name in the registry) and may have `outlets` (property name
/// to `"/Object"`), `subviews` (a list of `"/Object"`, added in order to
/// the object's content view; a view is in one list, once, and never
/// inside itself) and `bindings`: per property, a binding
/// `{"to": "/Object", "value": "person.firstName"}` or a list of bindings,
/// whose values must all hold (a boolean AND).
///
/// ```json
/// {
///   "PersonViewController": {"class": "PersonViewController",
///                            "outlets": {"firstNameField": "/FirstNameField"},
///                            "subviews": ["/FirstNameField"]},
///   "FirstNameField": {"class": "HeadlessTextField", "bindings": {
///     "text": {"to": "/PersonViewController", "value": "person.firstName"},
///     "enabled": [{"to": "/PersonViewController", "value": "person !== null"},
///                 {"to": "/PersonViewController", "value": "!isSaving"}]}}
/// }
/// ```
///
/// A `value` is a property name the `to` object's class declares, or a
/// test of one: `!isSaving`, `person === null`, `person !== null`,
/// `name.length === 0`, `name.length > 0` (and `!==`, `<`, `>=`, `<=`). A
/// plain property binds to a view property of the same type, both ways
/// when the view property is editable; an optional string shows in a
/// string property with `nil` as `""` (and `""` typed back is stored as
/// `""`). Tests, and lists, bind one way to a `Bool` property.
///
/// Loading checks everything, and a spec that fails to load makes and binds
/// nothing: every error is a ``BindingSpecError`` naming the file and the
/// place, such as
/// `person.json: FirstNameField.bindings.enabled[1].value: unknown property 'isSavng' of PersonViewController`.
@MainActor
public struct BindingSpec {
    /// The objects to make, by name, sorted.
    private let objects: [(name: String, entry: SpecRegistry.Entry)]
    /// What to do once the objects exist: outlets, subviews, then bindings.
    private let steps: [([String: AnyObject], BindingOwner) -> Void]

    /// The names of the spec's objects, sorted.
    public var objectNames: [String] { objects.map(\.name) }

    /// Reads and checks the spec in the file at `path`: YAML when its name
    /// ends in `.yaml` or `.yml`, JSON otherwise.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - registry: The classes the spec may name.
    /// - Returns: The checked spec.
    /// - Throws: ``BindingSpecError`` naming the file and the place.
    /// - Complexity: O(*s*) for a spec of *s* bytes, plus O(*b* log *b*)
    ///   for *b* objects and bindings.
    public static func load(contentsOf path: String, registry: SpecRegistry) throws(BindingSpecError) -> BindingSpec {
        let json: JSONValue
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            let bytes: [UInt8]
            do {
                bytes = try InputReader().bytes(at: path)
            } catch {
                throw BindingSpecError(file: error.file, place: "", message: error.message)
            }
            return try load(
                yaml: String(decoding: bytes, as: UTF8.self), file: InputReader.displayName(path), registry: registry)
        }
        do {
            json = try InputReader().json(at: path)
        } catch {
            throw BindingSpecError(
                file: error.file, line: error.position?.line, column: error.position?.column,
                place: error.path ?? "", message: error.message)
        }
        return try BindingSpec(json: json, file: InputReader.displayName(path), registry: registry)
    }

    /// Checks the spec in `text`, named `file` in messages.
    ///
    /// - Parameters:
    ///   - text: The spec, as JSON.
    ///   - file: The name messages give.
    ///   - registry: The classes the spec may name.
    /// - Returns: The checked spec.
    /// - Throws: ``BindingSpecError`` naming the file and the place.
    public static func load(json text: String, file: String, registry: SpecRegistry) throws(BindingSpecError)
        -> BindingSpec
    {
        let json: JSONValue
        do {
            json = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw BindingSpecError(
                file: file, line: error.line, column: error.column, place: "", message: "invalid JSON: \(error.message)"
            )
        }
        return try BindingSpec(json: json, file: file, registry: registry)
    }

    /// Checks the spec in `text`, written in YAML, named `file` in
    /// messages.
    ///
    /// The YAML is the subset spec files use (block mappings and sequences,
    /// flow mappings and sequences on one line, plain and quoted scalars,
    /// comments); anything else is an error naming its line and column.
    ///
    /// ```yaml
    /// FirstNameField:
    ///   class: HeadlessTextField
    ///   bindings:
    ///     text: {to: /ViewController, value: 'person.firstName'}
    ///     enabled:
    ///       - {to: /ViewController, value: 'person !== null'}
    ///       - {to: /ViewController, value: '!isSaving'}
    /// ```
    ///
    /// - Parameters:
    ///   - text: The spec, as YAML.
    ///   - file: The name messages give.
    ///   - registry: The classes the spec may name.
    /// - Returns: The checked spec.
    /// - Throws: ``BindingSpecError`` naming the file and the line and
    ///   column, or the place.
    /// - Complexity: O(*s*) for a spec of *s* characters, plus O(*b* log
    ///   *b*) for *b* objects and bindings.
    public static func load(yaml text: String, file: String, registry: SpecRegistry) throws(BindingSpecError)
        -> BindingSpec
    {
        let json = try YAMLReader.read(text, file: file)
        return try BindingSpec(json: json, file: file, registry: registry)
    }

    /// Makes the spec's objects, connects the outlets, adds the subviews and
    /// makes the bindings.
    ///
    /// - Returns: The objects, which hold them, and the owner of their
    ///   bindings.
    public func instantiate() -> SpecObjects {
        var made: [String: AnyObject] = [:]
        for (name, entry) in objects {
            made[name] = entry.make()
        }
        let objects = SpecObjects(objects: made)
        for step in steps {
            step(made, objects.bindingOwner)
        }
        return objects
    }

    private init(json: JSONValue, file: String, registry: SpecRegistry) throws(BindingSpecError) {
        let checker = SpecChecker(file: file, registry: registry)
        (objects, steps) = try checker.check(json)
    }
}
