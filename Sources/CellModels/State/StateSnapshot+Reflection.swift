/// A stored property that contributes a value to the default content
/// snapshot: ``ViewState`` and ``ObservableState``.
@MainActor
protocol SnapshotContributing {
    /// The current value, or `nil` when the value is not `Equatable &
    /// Sendable`.
    var snapshotValue: SnapshotValue? { get }
}

/// A model that keeps the list of its observable states, found once, so that
/// taking a snapshot does not reflect on it every time.
@MainActor
protocol SnapshotContributorCaching: AnyObject {
    var snapshotContributors: [any SnapshotContributing] { get }
}

extension StateSnapshot {
    /// Takes a snapshot of the observable state of `model`.
    ///
    /// - Complexity: O(*p*), where *p* is the number of stored properties of
    ///   `model` and its superclasses; O(*s*) for a model that caches its *s*
    ///   states.
    @MainActor
    init(of model: some CellModel) {
        let contributors =
            (model as? any SnapshotContributorCaching)?.snapshotContributors
            ?? StateSnapshot.contributors(of: model)
        var values = ContiguousArray<SnapshotValue>()
        values.reserveCapacity(contributors.count)
        for contributor in contributors {
            if let value = contributor.snapshotValue {
                values.append(value)
            }
        }
        self.init(values: values)
    }

    /// The observable states stored in `subject`, in declaration order, a
    /// subclass's before its superclass's.
    ///
    /// - Complexity: O(*p*), where *p* is the number of stored properties.
    @MainActor
    static func contributors(of subject: Any) -> [any SnapshotContributing] {
        var contributors: [any SnapshotContributing] = []
        var mirror: Mirror? = Mirror(reflecting: subject)
        while let current = mirror {
            for child in current.children {
                if let contributor = child.value as? any SnapshotContributing {
                    contributors.append(contributor)
                }
            }
            mirror = current.superclassMirror
        }
        return contributors
    }
}
