@_spi(Collections) import CellModels

/// The reusable views waiting to be used again, by reuse identifier, with
/// the classes or factories that make new ones and the counters: what a
/// ``ReusePool`` keeps for cells and what a list keeps for its header and
/// footer views.
///
/// The store keeps its views in a stack per identifier: the view that left
/// last comes back first.
@MainActor
struct ReuseStore<View: HeadlessReusableView> {
    /// How to make a view for one identifier.
    enum Maker {
        case viewClass(View.Type)
        case factory(@MainActor (String) -> View)
    }

    /// What the store keeps for one reuse identifier, in one record so that
    /// handing out or taking back a view looks the identifier up once.
    struct Entry {
        var maker: Maker?
        /// The views waiting, the one that left last at the end.
        var views: [View] = []
        /// A view made ahead of need by ``ReuseStore/prepareView(_:registering:)``
        /// to check that one can be made; the first dequeue that needs a new
        /// view takes it, and counts it as created then.
        var spare: View?
        var counters = ReuseCounters()

        /// Registers `viewClass` if nothing is registered, then takes the
        /// view that left last, counting it as reused; `nil` when no view
        /// is waiting.
        mutating func takeView(registering viewClass: () -> View.Type?) -> View? {
            if maker == nil, let viewClass = viewClass() {
                maker = .viewClass(viewClass)
            }
            guard let view = views.popLast() else { return nil }
            counters.reused += 1
            return view
        }
    }

    /// What the views are, for messages: "a cell", "a header or footer view".
    let noun: String
    /// The entries in the order their identifiers were first met, and the
    /// place of each identifier's. A list has a few identifiers, and
    /// comparing one against each (mostly the same string, which compares
    /// in one step) costs far less than hashing it: `Dictionary` took about
    /// 500 instructions a lookup of a type's name, twice per row shown.
    private var entries: [Entry] = []
    private var places = ShortMap<String, Int>(linearLimit: 16)
    /// How many times a class or factory was registered: what a list checked
    /// against an older registration it checks again.
    private(set) var registrations = 0

    init(noun: String) {
        self.noun = noun
    }

    /// The place of `identifier`'s entry, if it has one.
    ///
    /// - Complexity: O(*n*) string comparisons for *n* ≤ 16 identifiers,
    ///   one lookup beyond (see ``ShortMap``).
    private func place(of identifier: String) -> Int? {
        places[identifier]
    }

    /// The place of `identifier`'s entry, an empty one made at the end
    /// when it has none.
    private mutating func placeMade(for identifier: String) -> Int {
        if let place = places[identifier] { return place }
        entries.append(Entry())
        places.set(entries.count - 1, for: identifier)
        return entries.count - 1
    }

    mutating func register(_ maker: Maker, forReuseIdentifier identifier: String) {
        let place = placeMade(for: identifier)
        entries[place].maker = maker
        entries[place].spare = nil
        registrations += 1
    }

    func isRegistered(_ identifier: String) -> Bool {
        place(of: identifier).map { entries[$0].maker != nil } ?? false
    }

    /// Returns a view for `identifier`: the last one enqueued, after its
    /// `prepareForReuse`, or a new one, registering `viewClass` first when
    /// nothing is registered.
    ///
    /// - Complexity: O(1), one lookup of `identifier` when a view is
    ///   waiting, plus making the view.
    mutating func dequeue(_ identifier: String, registering viewClass: @autoclosure () -> View.Type?)
        throws(HeadlessListError) -> View
    {
        // The entry is changed in place, so the stack of waiting views is
        // never copied.
        let place = placeMade(for: identifier)
        if let view = entries[place].takeView(registering: viewClass) {
            view.prepareToBeReused()
            return view
        }
        let view: View
        if let spare = entries[place].spare {
            entries[place].spare = nil
            view = spare
        } else {
            view = try make(identifier)
        }
        entries[place].counters.created += 1
        return view
    }

    /// Checks that a view can be made for `identifier` (registering
    /// `viewClass` first when nothing is registered) and returns one: a view
    /// waiting in the store, the spare made before, or a new view, kept as
    /// the spare. Nothing is counted.
    ///
    /// - Throws: What making a view throws; nothing changes then.
    mutating func prepareView(_ identifier: String, registering viewClass: View.Type?)
        throws(HeadlessListError) -> View
    {
        let existing = place(of: identifier)
        if let existing, entries[existing].maker != nil {
            if let view = entries[existing].spare ?? entries[existing].views.last { return view }
        }
        let registers = (existing.map { entries[$0].maker == nil } ?? true) && viewClass != nil
        // Made when missing only if it is registered here: a failed
        // preparation leaves no entry of its own.
        if registers, let viewClass { entries[placeMade(for: identifier)].maker = .viewClass(viewClass) }
        do {
            let view = try make(identifier)
            // Made, so registered: the entry is there.
            entries[placeMade(for: identifier)].spare = view
            return view
        } catch {
            if registers, let place = place(of: identifier) { entries[place].maker = nil }
            throw error
        }
    }

    /// Makes a new view for `identifier` with what is registered for it,
    /// registering `viewClass` first when nothing is, without counting it:
    /// a sizing view is made this way.
    mutating func makeUncounted(_ identifier: String, registering viewClass: View.Type?)
        throws(HeadlessListError) -> View
    {
        if place(of: identifier).map({ entries[$0].maker == nil }) ?? true, let viewClass {
            entries[placeMade(for: identifier)].maker = .viewClass(viewClass)
        }
        return try make(identifier)
    }

    /// Makes a view with the maker registered for `identifier`.
    private func make(_ identifier: String) throws(HeadlessListError) -> View {
        guard let place = place(of: identifier), let maker = entries[place].maker else {
            throw HeadlessListError(
                .unregisteredReuseIdentifier,
                "unable to dequeue \(noun) with identifier \(identifier) - must register a class or a factory for the identifier"
            )
        }
        let view: View
        switch maker {
        case .viewClass(let viewClass): view = viewClass.init(reuseIdentifier: identifier)
        case .factory(let factory): view = factory(identifier)
        }
        guard view.reuseIdentifier == identifier else {
            throw HeadlessListError(
                .reuseIdentifierMismatch,
                "the factory for \"\(identifier)\" made \(noun) with reuse identifier \"\(view.reuseIdentifier)\""
            )
        }
        try view.checkCustomLayout()
        return view
    }

    mutating func enqueue(_ view: View) {
        entries[placeMade(for: view.reuseIdentifier)].views.append(view)
    }

    func pooledCount(for identifier: String) -> Int {
        place(of: identifier).map { entries[$0].views.count } ?? 0
    }

    func counters(for identifier: String) -> ReuseCounters {
        place(of: identifier).map { entries[$0].counters } ?? ReuseCounters()
    }

    var totalCounters: ReuseCounters {
        entries.reduce(into: ReuseCounters()) { total, entry in
            total.created += entry.counters.created
            total.reused += entry.counters.reused
        }
    }

    mutating func removeAllPooledViews() {
        for index in entries.indices {
            entries[index].views.removeAll()
        }
    }
}
