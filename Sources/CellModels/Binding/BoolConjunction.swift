/// The AND of the one-way bindings to one `Bool` property of one view: the
/// property is `true` only when every bound model says so (a button enabled
/// only when a person is set and nothing is saving).
///
/// Each binding contributes its latest value as a term; bindings that are no
/// longer bound do not count. Conjunctions are found through a main-actor
/// table keyed by the view's identity and the key path, so bindings made from
/// different models share one.
@MainActor
final class BoolConjunction {
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    private struct Term {
        weak var binding: ViewBinding?
        var value: Bool
    }

    private static var table: [Key: BoolConjunction] = [:]

    private let key: Key
    private weak var view: AnyObject?
    private let write: (AnyObject, Bool) -> Void
    private var terms: [ObjectIdentifier: Term] = [:]

    private init(key: Key, view: AnyObject, write: @escaping (AnyObject, Bool) -> Void) {
        self.key = key
        self.view = view
        self.write = write
    }

    /// The conjunction of `keyPath` on `view`, made on first use.
    static func shared<View: AnyObject>(
        for view: View, _ keyPath: ReferenceWritableKeyPath<View, Bool>
    ) -> BoolConjunction {
        let key = Key(view: ObjectIdentifier(view), keyPath: keyPath)
        // An entry for a deallocated view whose address was reused is stale.
        if let existing = table[key], existing.view === view {
            return existing
        }
        let conjunction = BoolConjunction(key: key, view: view) { view, value in
            unsafeDowncast(view, to: View.self)[keyPath: keyPath] = value
        }
        table[key] = conjunction
        return conjunction
    }

    /// The number of conjunctions in the table, for leak checks.
    static var count: Int { table.count }

    /// Sets `binding`'s term and writes the AND of the live terms.
    func set(_ value: Bool, for binding: ViewBinding) {
        terms[ObjectIdentifier(binding)] = Term(binding: binding, value: value)
        refresh()
    }

    /// Removes `binding`'s term; writes the AND of the remaining live terms,
    /// if any.
    func remove(_ binding: ViewBinding) {
        terms[ObjectIdentifier(binding)] = nil
        terms = terms.filter { $0.value.binding?.isBound == true }
        if terms.isEmpty {
            if BoolConjunction.table[key] === self {
                BoolConjunction.table[key] = nil
            }
        } else {
            refresh()
        }
    }

    private func refresh() {
        guard let view else { return }
        var value = true
        var anyLive = false
        for term in terms.values where term.binding?.isBound == true {
            anyLive = true
            value = value && term.value
        }
        guard anyLive else { return }
        ViewBinding.writing(to: view) { write(view, value) }
    }
}
