import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

/// Where a header or footer view is among the visible ones: its section's
/// key, which follows the section through moves, and its kind.
struct SupplementKey: Hashable {
    var section: ItemKey
    var kind: SupplementKind
}

/// Where a header or footer view is shown: its section's index, and its
/// kind. Ordered as a list shows them: by section, a header before its
/// footer.
struct SupplementPlace: Comparable {
    var section: Int
    var kind: SupplementKind

    static func < (lhs: SupplementPlace, rhs: SupplementPlace) -> Bool {
        (lhs.section, lhs.kind == .footer ? 1 : 0) < (rhs.section, rhs.kind == .footer ? 1 : 0)
    }
}

extension HeadlessListView {
    // MARK: - Registration

    /// Registers a header or footer view class for a reuse identifier, as
    /// UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)` does.
    ///
    /// A header or footer model whose view type is a
    /// ``HeadlessHeaderFooterView`` subclass needs no registration: the
    /// first time the list meets its reuse identifier unregistered, it
    /// registers the model's view type for it. Register to use another
    /// class, or a factory.
    ///
    /// - Parameters:
    ///   - viewClass: The class views are made of, with
    ///     ``HeadlessHeaderFooterView/init(reuseIdentifier:)``.
    ///   - identifier: The reuse identifier of the models it shows.
    public func register(
        _ viewClass: HeadlessHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        supplementStore.register(.viewClass(viewClass), forReuseIdentifier: identifier)
    }

    /// Registers a factory for header or footer views of a reuse
    /// identifier; it receives the identifier and must return a view
    /// created with it.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier of the models it shows.
    ///   - factory: Makes a view for the identifier.
    public func register(
        forHeaderFooterViewReuseIdentifier identifier: String,
        factory: @escaping @MainActor (String) -> HeadlessHeaderFooterView
    ) {
        supplementStore.register(.factory(factory), forReuseIdentifier: identifier)
    }

    /// Returns a header or footer view for `identifier` from the list's
    /// pool of them, or a new one. The list dequeues its own views; this is
    /// for code that wants one by hand.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A view, prepared for reuse if it was used before.
    /// - Throws: ``HeadlessListError/Kind/unregisteredReuseIdentifier`` when
    ///   nothing is registered for `identifier`;
    ///   ``HeadlessListError/Kind/unansweredCustomLayout`` for a custom view
    ///   that does not answer for every phase. The list is unchanged then.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) throws(HeadlessListError)
        -> HeadlessHeaderFooterView
    {
        try supplementStore.dequeue(identifier, registering: nil)
    }

    // MARK: - Queries

    /// The header view shown for `section`, or `nil` when the section's
    /// header is not on screen or is not a model.
    ///
    /// - Complexity: O(1).
    public func headerView(forSection section: Int) -> HeadlessHeaderFooterView? {
        supplementView(.header, inSection: section)
    }

    /// The footer view shown for `section`, or `nil` when the section's
    /// footer is not on screen or is not a model.
    ///
    /// - Complexity: O(1).
    public func footerView(forSection section: Int) -> HeadlessHeaderFooterView? {
        supplementView(.footer, inSection: section)
    }

    /// The frame of a section's header as displayed now: in a plain table,
    /// pinned to the top of the visible area while its section is on screen
    /// (``ListLayout/displayedFrame(of:inSection:visibleRect:)``); otherwise
    /// where the layout places it. Zero height when the section has no
    /// header.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no such section.
    /// - Complexity: O(1).
    public func frameForHeader(inSection section: Int) throws(HeadlessListError) -> Rect {
        try layout.checkSection(section, request: "frameForHeader(inSection:)")
        return layout.uncheckedDisplayedFrame(of: .header, inSection: section, visibleRect: visibleRect)
    }

    /// The frame of a section's footer as displayed now: in a plain table,
    /// pinned to the bottom of the visible area while its section is on
    /// screen; otherwise where the layout places it. Zero height when the
    /// section has no footer.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no such section.
    /// - Complexity: O(1).
    public func frameForFooter(inSection section: Int) throws(HeadlessListError) -> Rect {
        try layout.checkSection(section, request: "frameForFooter(inSection:)")
        return layout.uncheckedDisplayedFrame(of: .footer, inSection: section, visibleRect: visibleRect)
    }

    func supplementView(_ kind: SupplementKind, inSection section: Int) -> HeadlessHeaderFooterView? {
        guard data.indices.contains(section) else { return nil }
        return visibleSupplements[SupplementKey(section: data[section].key, kind: kind)]
    }

    // MARK: - Reconciling

    /// Brings the header and footer views in line with the visible area and
    /// the data, as ``updateVisibleCells(refreshes:)`` does for cells: views
    /// whose section left the area (or the list), or whose supplement is no
    /// longer a model, end displaying; the views of sections in `reloaded`
    /// (by key) show their new models, in place when the reuse identifier
    /// is the same; sections that arrived get views.
    ///
    /// - Complexity: O(log *n* + *s*) for *n* elements and *s* sections on
    ///   screen.
    func reconcileSupplementViews(reloaded: Set<ItemKey>) {
        let visible = visibleRect
        var keys: [SupplementKey] = []
        var places: [SupplementPlace] = []
        for section in layout.sections(in: visible) {
            for kind in SupplementKind.allCases {
                guard case .model(let model) = supplement(kind, inSection: section), hasView(model) else {
                    continue
                }
                let frame = layout.uncheckedDisplayedFrame(of: kind, inSection: section, visibleRect: visible)
                guard frame.height > 0, frame.intersects(visible) else { continue }
                keys.append(SupplementKey(section: data[section].key, kind: kind))
                places.append(SupplementPlace(section: section, kind: kind))
            }
        }
        visibleSupplements.reconcile(keys: keys, places: places, host: SupplementHost(list: self, reloaded: reloaded))
    }

    /// The list's header and footer views, as one kind of view it shows.
    struct SupplementHost: VisibleViewsHost {
        let list: HeadlessListView
        /// The keys of the sections whose header and footer models changed.
        let reloaded: Set<ItemKey>

        var hasRefreshes: Bool { !reloaded.isEmpty }
        func refresh(for key: SupplementKey) -> BatchTransition.Refresh {
            reloaded.contains(key.section) ? .reconfigure : .none
        }
        func model(at place: SupplementPlace) -> AnyCellModel {
            guard case .model(let model) = list.supplement(place.kind, inSection: place.section) else {
                preconditionFailure("HeadlessList: the \(place.kind) of section \(place.section) has no model")
            }
            return model
        }
        func dequeueView(for model: AnyCellModel) -> HeadlessHeaderFooterView { list.dequeueSupplementView(for: model) }
        func layOut(_ view: HeadlessHeaderFooterView) { list.layOut(view) }
        func willDisplay(_ view: HeadlessHeaderFooterView, at place: SupplementPlace, key: SupplementKey) {
            list.record(place.kind == .header ? .willDisplayHeader(place.section) : .willDisplayFooter(place.section))
        }
        func didEndDisplaying(at place: SupplementPlace) {
            list.record(
                place.kind == .header ? .didEndDisplayingHeader(place.section) : .didEndDisplayingFooter(place.section))
        }
        func recycle(_ view: HeadlessHeaderFooterView) { list.supplementStore.enqueue(view) }
    }

    /// Sets every header and footer view's frame to where it is displayed.
    func placeSupplementViews() {
        guard !visibleSupplements.isEmpty else { return }
        let visible = visibleRect
        for (_, entry) in visibleSupplements.entries {
            entry.view.frame = layout.uncheckedDisplayedFrame(
                of: entry.place.kind, inSection: entry.place.section, visibleRect: visible)
            if entry.view.usesConstraintLayout { entry.view.layoutIfNeeded() }
        }
    }

    /// Whether a header or footer model is shown in a view: its view type is
    /// a ``HeadlessHeaderFooterView``, or a view class or factory is
    /// registered for its reuse identifier. Any other model is geometry
    /// only, as a title is.
    func hasView(_ model: AnyCellModel) -> Bool {
        model.cellType is HeadlessHeaderFooterView.Type || supplementStore.isRegistered(model.reuseIdentifier)
    }

    /// A view for a header or footer model, registering the model's view
    /// type first if its reuse identifier is unknown and the type is a
    /// ``HeadlessHeaderFooterView``.
    func dequeueSupplementView(for model: AnyCellModel) -> HeadlessHeaderFooterView {
        do {
            return try supplementStore.dequeue(
                model.reuseIdentifier, registering: model.cellType as? HeadlessHeaderFooterView.Type)
        } catch {
            // `checkViews(for:)` made a view of this type when the sections were
            // set; only a class or factory that fails the second time gets here.
            stopOnMisuse(
                "HeadlessList: \(error), though a view of this type was made when the sections were set")
        }
    }
}
