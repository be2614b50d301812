/// The AND or the OR of the one-way bindings to one `Bool` property of one
/// view (a button enabled only when a person is set and nothing is saving;
/// a banner shown when any of several errors is).
///
/// Each binding contributes its latest value as a term; bindings that are no
/// longer bound do not count. Combiners are found through a main-actor table
/// keyed by the view's identity and the key path, so bindings made from
/// different models share one.
@MainActor
final class BoolCombiner {
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    private struct Term {
        weak var binding: ViewBinding?
        var value: Bool
    }

    private static var table: [Key: BoolCombiner] = [:]

    private let key: Key
    /// ``BoolCombination/and`` or ``BoolCombination/or``.
    let combination: BoolCombination
    private weak var view: AnyObject?
    private let write: (AnyObject, Bool) -> Void
    private var terms: [ObjectIdentifier: Term] = [:]

    private init(key: Key, combination: BoolCombination, view: AnyObject, write: @escaping (AnyObject, Bool) -> Void) {
        self.key = key
        self.combination = combination
        self.view = view
        self.write = write
    }

    /// The combiner of `keyPath` on `view`, made on first use. A binding that
    /// combines the other way than the property's live bindings replaces
    /// them: they end, as binding a text field again ends its binding.
    ///
    /// - Precondition: `combination` is ``BoolCombination/and`` or
    ///   ``BoolCombination/or`` (the binding verbs never pass another).
    static func shared<View: AnyObject>(
        for view: View, _ keyPath: ReferenceWritableKeyPath<View, Bool>, combination: BoolCombination
    ) -> BoolCombiner {
        precondition(combination != .independent, "BoolCombiner: an independent binding does not combine")
        let key = Key(view: ObjectIdentifier(view), keyPath: keyPath)
        // An entry for a deallocated view whose address was reused is stale.
        if let existing = table[key], existing.view === view, existing.hasLiveTerms {
            if existing.combination == combination { return existing }
            existing.endLiveBindings()
        }
        let combiner = BoolCombiner(key: key, combination: combination, view: view) { view, value in
            unsafeDowncast(view, to: View.self)[keyPath: keyPath] = value
        }
        table[key] = combiner
        return combiner
    }

    /// The number of combiners in the table, for leak checks.
    static var count: Int { table.count }

    /// Ends every live binding of the property.
    private func endLiveBindings() {
        for term in terms.values { term.binding?.unbind() }
        terms.removeAll()
    }

    private var hasLiveTerms: Bool {
        terms.values.contains { $0.binding?.isBound == true }
    }

    /// Sets `binding`'s term and writes the combination of the live terms.
    func set(_ value: Bool, for binding: ViewBinding) {
        terms[ObjectIdentifier(binding)] = Term(binding: binding, value: value)
        refresh()
    }

    /// Removes `binding`'s term; writes the combination of the remaining live
    /// terms, if any.
    func remove(_ binding: ViewBinding) {
        terms[ObjectIdentifier(binding)] = nil
        terms = terms.filter { $0.value.binding?.isBound == true }
        if terms.isEmpty {
            if BoolCombiner.table[key] === self {
                BoolCombiner.table[key] = nil
            }
        } else {
            refresh()
        }
    }

    private func refresh() {
        guard let view else { return }
        let live = terms.values.filter { $0.binding?.isBound == true }.map(\.value)
        guard !live.isEmpty else { return }
        let value = combination == .or ? live.contains(true) : !live.contains(false)
        ViewBinding.writing(to: view) { write(view, value) }
    }
}
