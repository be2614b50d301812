import CellModels
@_spi(ListEngine) import ListDiff

/// The views of one kind that a list shows, its cells or its header and
/// footer views, by key, each with the place it had when last laid out.
///
/// Both kinds are brought in line with the visible area by one
/// reconciliation (``reconcile(keys:places:host:)``): the views whose keys
/// are no longer wanted end displaying, in the order of their places; a
/// refreshed key's view shows its new model in place when it can, or is
/// replaced; wanted keys with no view get one. What differs between the kinds
/// (where models come from, which events are recorded, which pool a view
/// goes back to) is the ``VisibleViewsHost``'s.
@MainActor
struct VisibleViews<Key: Hashable, Place: Comparable, View: HeadlessReusableView> {
    /// A view on screen and the place it had when last laid out.
    struct Entry {
        var view: View
        var place: Place
        /// The last reconciliation that wanted its key (see
        /// ``reconcile(keys:places:host:)``).
        var wantedIn = 0
    }

    /// The views on screen, by key.
    private(set) var entries: [Key: Entry] = [:]
    /// The number of reconciliations so far: each marks the entries it
    /// wants with it, rather than gathering the wanted keys into a set.
    private var reconciliations = 0

    /// Whether no view is on screen.
    var isEmpty: Bool { entries.isEmpty }

    /// The number of views on screen.
    var count: Int { entries.count }

    /// The view shown for `key`, if any.
    subscript(key: Key) -> View? { entries[key]?.view }

    /// The views on screen in the order of the places they had when last
    /// laid out: always those of ``entries``, even while a reconciliation
    /// runs.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views.
    var viewsInOrder: [View] {
        entries.values.sorted { $0.place < $1.place }.map(\.view)
    }

    /// Brings the views in line with `keys`, the keys that should be on
    /// screen, at `places`, in the order of those places.
    ///
    /// Views that leave, and the views that a reload replaces, end
    /// displaying first, in the order of their places; then the keys that
    /// have no view get one, in order; then a replaced view goes back to its
    /// pool, so that its replacement is another view. A refreshed key whose
    /// view has the new model's reuse identifier and whose refresh is
    /// ``BatchTransition/Refresh/reconfigure`` shows the new model in place.
    ///
    /// - Complexity: O(*w* + *v* log *v*) for *w* wanted keys and *v* views
    ///   ending, plus the host's work for each view.
    mutating func reconcile<Host: VisibleViewsHost>(keys: [Key], places: [Place], host: Host)
    where Host.Key == Key, Host.Place == Place, Host.View == View {
        guard !keys.isEmpty || !entries.isEmpty else { return }
        // Each wanted key's entry marked in place (one lookup), then the
        // unmarked ones end: no set of the wanted keys is made and hashed.
        reconciliations &+= 1
        let current = reconciliations
        // (By index: the optional subscript's modify costs four times as much.)
        for key in keys {
            if let index = entries.index(forKey: key) { entries.values[index].wantedIn = current }
        }
        var ended: [Ending] = []
        for (key, entry) in entries where entry.wantedIn != current {
            ended.append(Ending(place: entry.place, key: key))
        }
        var replaced: [(key: Key, view: View)] = []
        if host.hasRefreshes {
            for (key, place) in zip(keys, places) {
                let refresh = host.refresh(for: key)
                guard refresh != .none, let entry = entries[key] else { continue }
                let model = host.model(at: place)
                if refresh == .reconfigure && entry.view.reuseIdentifier == model.reuseIdentifier {
                    entry.view.show(model)
                    entry.view.setNeedsLayout()
                    host.layOut(entry.view)
                } else {
                    replaced.append((key, entry.view))
                    ended.append(Ending(place: entry.place, key: key))
                }
            }
        }
        // `Ending` is Comparable, so the sort needs no closure: a closure
        // here would be main-actor isolated and check the executor on every
        // comparison.
        ended.sort()
        let replacedKeys = Set(replaced.map(\.key))
        for ending in ended {
            let entry = entries.removeValue(forKey: ending.key)!
            host.didEndDisplaying(at: ending.place)
            if !replacedKeys.contains(ending.key) {
                entry.view.endShowing()
                host.recycle(entry.view)
            }
        }
        for (key, place) in zip(keys, places) {
            if let index = entries.index(forKey: key) {
                entries.values[index].place = place
                continue
            }
            let model = host.model(at: place)
            let view = host.dequeueView(for: model)
            view.show(model) { host.layOut(view) }
            entries[key] = Entry(view: view, place: place)
            host.willDisplay(view, at: place, key: key)
        }
        for entry in replaced {
            entry.view.endShowing()
            host.recycle(entry.view)
        }
    }

    /// Ends displaying every view, in the order of their places, and hands
    /// each back to its pool.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views.
    mutating func endAll<Host: VisibleViewsHost>(host: Host)
    where Host.Key == Key, Host.Place == Place, Host.View == View {
        guard !entries.isEmpty else { return }
        var ended: [Ending] = []
        ended.reserveCapacity(entries.count)
        for (key, entry) in entries { ended.append(Ending(place: entry.place, key: key)) }
        ended.sort()
        let views = entries
        entries.removeAll()
        for ending in ended {
            host.didEndDisplaying(at: ending.place)
            let view = views[ending.key]!.view
            view.endShowing()
            host.recycle(view)
        }
    }

    /// A view that ends displaying: the place it had when last laid out, and
    /// its key. Ordered by place; no two views on screen share one.
    private struct Ending: Comparable {
        var place: Place
        var key: Key

        static func < (lhs: Ending, rhs: Ending) -> Bool { lhs.place < rhs.place }
        static func == (lhs: Ending, rhs: Ending) -> Bool { lhs.place == rhs.place }
    }
}

/// What a list does for one kind of view it shows: where a view's model
/// comes from, how a key was refreshed by an update, where views come from
/// and go back to, and which events it records.
@MainActor
protocol VisibleViewsHost {
    associatedtype Key: Hashable
    associatedtype Place: Comparable
    associatedtype View: HeadlessReusableView

    /// Whether any key was refreshed: when not, ``refresh(for:)`` is not
    /// asked.
    var hasRefreshes: Bool { get }
    /// How the update being shown refreshed `key`'s model, if it did.
    func refresh(for key: Key) -> BatchTransition.Refresh
    /// The model shown at `place`.
    func model(at place: Place) -> AnyCellModel
    /// A view for `model`, from the pool or new.
    func dequeueView(for model: AnyCellModel) -> View
    /// Runs `view`'s layout pass if it needs one.
    func layOut(_ view: View)
    /// Records that `view` shows the model of `key` at `place`, and sets
    /// what else the kind sets on a view that arrives.
    func willDisplay(_ view: View, at place: Place, key: Key)
    /// Records that the view at `place` ended displaying.
    func didEndDisplaying(at place: Place)
    /// Hands a view that ended displaying back to its pool.
    func recycle(_ view: View)
}
