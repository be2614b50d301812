/// `\Value.self` for each type of value a state holds, made once per type.
///
/// A key path literal in generic code is instantiated by the runtime each
/// time it is evaluated, resolving its generic arguments by name: about
/// 6,000 instructions, once per state a list row binds. Every state of one
/// type shares this one instead.
@MainActor
enum WholeValuePaths {
    /// The paths made so far, by the identity of their value's type; each
    /// entry is a `WritableKeyPath<Value, Value>` for that type.
    /// A program's states hold a few types of value: their identities are
    /// compared rather than hashed (see ``ShortMap``). Each access is one
    /// lookup or one set that calls out to nothing: the run-time
    /// exclusivity check (about 75 instructions, twice a row a list binds)
    /// is skipped.
    @exclusivity(unchecked) private static var paths = ShortMap<ObjectIdentifier, AnyKeyPath>()

    /// `\Value.self`.
    ///
    /// - Complexity: O(1): one lookup, and one key path made per type.
    static func path<Value>(to _: Value.Type) -> WritableKeyPath<Value, Value> {
        let key = ObjectIdentifier(Value.self)
        if let path = paths[key] {
            // Stored under this type's identity below, as this type.
            return unsafeDowncast(path, to: WritableKeyPath<Value, Value>.self)
        }
        let path: WritableKeyPath<Value, Value> = \.self
        paths.set(path, for: key)
        return path
    }
}
