/// How a binding reads and writes a view: a key path, or a pair of closures.
struct ViewAccess<View: AnyObject, Target> {
    /// Reads the view's value.
    let get: (View) -> Target
    /// Writes the view's value.
    let set: (View, Target) -> Void
    /// The key path, when the access is one; `Bool` key paths can combine.
    let keyPath: AnyKeyPath?
    /// The key path whose user edits the binding hears; `nil` for every edit
    /// of the view.
    let reportedKeyPath: AnyKeyPath?

    /// Reads and writes `keyPath`.
    init(_ keyPath: ReferenceWritableKeyPath<View, Target>) {
        get = { $0[keyPath: keyPath] }
        set = { $0[keyPath: keyPath] = $1 }
        self.keyPath = keyPath
        reportedKeyPath = keyPath
    }

    /// Reads and writes through closures, hearing every edit of the view.
    init(get: @escaping (View) -> Target, set: @escaping (View, Target) -> Void) {
        self.get = get
        self.set = set
        keyPath = nil
        reportedKeyPath = nil
    }
}
