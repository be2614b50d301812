/// How a binding reads and writes a view: a key path, or a pair of closures.
///
/// A key path is kept as it is rather than wrapped in closures, so that
/// making a binding allocates nothing for it.
struct ViewAccess<View: AnyObject, Target> {
    private enum Storage {
        case keyPath(ReferenceWritableKeyPath<View, Target>)
        case closures(get: (View) -> Target, set: (View, Target) -> Void)
    }

    private let storage: Storage

    /// Reads and writes `keyPath`.
    init(_ keyPath: ReferenceWritableKeyPath<View, Target>) {
        storage = .keyPath(keyPath)
    }

    /// Reads and writes through closures, hearing every edit of the view.
    init(get: @escaping (View) -> Target, set: @escaping (View, Target) -> Void) {
        storage = .closures(get: get, set: set)
    }

    /// Reads the view's value.
    func get(_ view: View) -> Target {
        switch storage {
        case .keyPath(let keyPath): view[keyPath: keyPath]
        case .closures(let get, _): get(view)
        }
    }

    /// Writes the view's value.
    func set(_ view: View, _ value: Target) {
        switch storage {
        case .keyPath(let keyPath): view[keyPath: keyPath] = value
        case .closures(_, let set): set(view, value)
        }
    }

    /// The key path, when the access is one; `Bool` key paths can combine.
    var keyPath: ReferenceWritableKeyPath<View, Target>? {
        if case .keyPath(let keyPath) = storage { keyPath } else { nil }
    }

    /// The key path whose user edits the binding hears; `nil` for every edit
    /// of the view.
    var reportedKeyPath: AnyKeyPath? { keyPath }
}
