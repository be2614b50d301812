extension ObservableState {
    /// Sets the part of the value at `path`, as a change triggered by
    /// ``ChangeTrigger/code``: the struct-backed view model's write.
    ///
    /// Observers see the whole value change. Bound views follow: bindings of
    /// the whole value are written, and bindings of a part (`\.name`,
    /// `\.person.firstName`, `\.person`) are written when their part changed
    /// (always, for parts that are not `Equatable`).
    ///
    /// ```swift
    /// profile.update(\.person, with: Person(firstName: "Grace"))
    /// // a label bound to \.person.firstName now shows "Grace"
    /// ```
    ///
    /// - Complexity: O(*o* + *b*), where *o* and *b* are the numbers of
    ///   observers and bindings, plus the cost of their handlers.
    public func update<Part>(_ path: WritableKeyPath<Value, Part>, with part: Part) {
        var value = storage
        value[keyPath: path] = part
        set(value, trigger: .code, origin: nil)
    }

    /// The part of the value at `path`, as a ``BindingSource`` to bind views
    /// to.
    ///
    /// ```swift
    /// profile[\.person.firstName].bind(to: label, \.text)
    /// ```
    public subscript<Part>(_ path: WritableKeyPath<Value, Part>) -> StatePath<Value, Part> {
        StatePath(rootState: self, pathFromRoot: path)
    }
}
