import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

/// What a headless table and a headless collection share: sections of cell
/// models, batch updates, reuse, a viewport, selection and an event log.
///
/// It is generic over its ``ListLayout``; use its two kinds,
/// ``HeadlessTable`` (`HeadlessListView<TableLayout>`) and
/// ``HeadlessCollection`` (`HeadlessListView<FlowLayout>`), which differ
/// only in their layout.
///
/// ```swift
/// let table = HeadlessTable(size: Size(width: 320, height: 480))
/// table.sections = [CellSection]   // diffed and applied as batch updates
/// table.setContentOffset(Point(x: 0, y: 1_000))
/// table.events       // [.beginUpdates, .insertSections([0]), ..., .willDisplay([0, 0]), ...]
/// ```
///
/// ## Data
///
/// Setting ``sections`` (or ``cells`` for one section) diffs the new
/// snapshot against the current one with ListDiff and applies the plan stage
/// by stage, each stage a checked batch update. Items whose model did not
/// change keep their model instance, their cell and the cell's state; changed
/// items are refreshed as ``refreshStrategy`` says. Above
/// ``fullReloadThreshold`` operations, a full reload is used instead.
/// ``update(to:)`` does the same with the diff off the main actor, queuing
/// and coalescing snapshots that arrive meanwhile.
///
/// ``performBatchUpdates(_:sections:)-(BatchUpdates,_)`` takes operations directly, as UIKit's
/// `performBatchUpdates` does, and checks them against UIKit's rules.
///
/// ## Isolation
///
/// A list, its cells and its views are main-actor objects; only the diff in
/// ``update(to:)`` runs elsewhere. Geometry (``TableLayout``,
/// ``FlowLayout``) is plain value types.
@MainActor
public final class HeadlessListView<Layout: ListLayout> {
    /// One section of the list's data, with a stable key for each item: the
    /// key follows the item through moves and refreshes, and is how visible
    /// cells and the selection follow items.
    struct SectionState {
        /// The section's own stable key, drawn from the same counter as the
        /// items': it follows the section through moves and reloads, and is
        /// how header and footer views follow sections.
        var key: ItemKey
        var section: CellSection
        var keys: ContiguousArray<ItemKey>
    }

    /// UIKit's words for this kind of list, for error messages.
    var words: BatchWords { Layout.words }
    // The data, the layout, the visible cells, header and footer views and
    // the events skip the run-time exclusivity check, as the size cache,
    // solved layouts and counters below do: a list reads each for every
    // cell it shows (about 100 instructions an access). Only the visible
    // cells and header and footer views are held across calls out (to
    // their configuration, while they are reconciled), and what those calls
    // can reach only reads them: every change of the list runs with
    // `isApplying` set, and one asked for meanwhile waits or is refused.
    @exclusivity(unchecked) var data: [SectionState] = []
    /// The counter keys are made from (see ``makeKey()``).
    var nextKey = 0
    /// Bumped by every change of the data, so an off-actor diff can tell
    /// whether the snapshot it started from is still current.
    var dataGeneration = 0

    /// The list's geometry: frames of items, headers, footers and sections,
    /// and the items in a rect.
    @exclusivity(unchecked) public internal(set) var layout: Layout

    /// The visible cells by item key, with the path each had when last
    /// laid out.
    @exclusivity(unchecked) var visibleCells = VisibleViews<ItemKey, ItemPath, HeadlessCell>()
    /// The visible items' paths, ascending.
    @exclusivity(unchecked) var visibleOrder: [ItemPath] = []

    @exclusivity(unchecked) var selectedKeys: Set<ItemKey> = []

    /// The header and footer views on screen, by section key and kind, with
    /// the section index each had when last laid out.
    @exclusivity(unchecked) var visibleSupplements = VisibleViews<
        SupplementKey, SupplementPlace, HeadlessHeaderFooterView
    >()
    /// The header and footer views waiting to be reused, with their
    /// registrations and counters.
    var supplementStore = ReuseStore<HeadlessHeaderFooterView>(noun: "a header or footer view")
    /// The keys of the sections reloaded by the update being applied: their
    /// header and footer views show the new models.
    @exclusivity(unchecked) var reloadedSectionKeys: Set<ItemKey> = []

    /// The sizes measured so far, by item identifier, for the current width.
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// The last solve of the cell that showed each item, by item key: a cell
    /// that shows the item again with the same inputs takes its frames
    /// instead of solving (see ``LayoutSystem/apply(_:)``).
    @exclusivity(unchecked) var solvedLayouts: [ItemKey: SolvedLayout] = [:]
    /// The heights of the items measured on screen so far, and what their
    /// estimates were: how many arriving items to configure at once (see
    /// `reconcileVisibleCells(refreshes:admittingAll:)`).
    @exclusivity(unchecked) var measuredGrowth = (measured: 0.0, estimated: 0.0)
    /// The shapes of the layouts kept lately, one instance each, newest
    /// last (see `keepSolvedLayout(of:for:)`).
    @exclusivity(unchecked) var knownShapes: [LayoutShape] = []
    /// How many shapes ``knownShapes`` holds at most: a list shows a few
    /// kinds of cell.
    static var knownShapeLimit: Int { 16 }
    /// One cell per reuse identifier, for measuring items whose size is
    /// automatic.
    var sizingCells: [String: HeadlessCell] = [:]
    /// The counters ``instrumentation`` reports, but header and footer
    /// views'.
    @exclusivity(unchecked) var counters = ListInstrumentation()

    /// Whether an update, a reload or a scroll is being applied; snapshots
    /// set meanwhile wait, other changes are refused.
    var isApplying = false
    /// Whether an update is between its stages, when the visible cells still
    /// have the paths of before it.
    var isBetweenStages = false
    var pendingSnapshot: (sequence: Int, sections: [CellSection])?
    var requestCount = 0
    var lastAppliedRequest = 0
    var asyncPending: (sequence: Int, sections: [CellSection])?
    var isDiffing = false
    var waiters: [(sequence: Int, continuation: CheckedContinuation<UpdateOutcome, Never>)] = []

    /// The model types whose cells and header and footer views are known to
    /// be makeable, and the stores' registration counts they were checked
    /// against (see `checkViews(for:)`).
    var checkedViewTypes = CheckedViewTypes()

    var reportedDuplicateItems: Set<AnyID> = []
    var reportedDuplicateSections: Set<AnyID> = []

    /// The cells waiting to be reused, with the registered cell classes and
    /// factories and the created and reused counters.
    public let reusePool = ReusePool()

    /// Every event, in order, while ``isRecordingEvents`` is on.
    @exclusivity(unchecked) public private(set) var events: [ListEvent] = []

    /// Whether events are appended to ``events``; ``onEvent`` is called
    /// either way. Turn it off for very long scrolls.
    @exclusivity(unchecked) public var isRecordingEvents = true

    /// Called with every event as it happens, as delegate callbacks would be.
    @exclusivity(unchecked) public var onEvent: ((ListEvent) -> Void)?

    /// Every diagnostic reported, in order.
    @_spi(Instrumentation)
    public private(set) var diagnosticsLog: [ListDiagnostic] = []

    /// Called with every diagnostic as it is reported.
    public var diagnostics: ((ListDiagnostic) -> Void)?

    /// How items whose content changed are refreshed by a diff. The default
    /// is ``RefreshStrategy/reconfigure``: the cell stays and is re-bound to
    /// the new model, which keeps its state (what is being typed, a
    /// selection, a running animation), costs no dequeue and no
    /// `prepareForReuse`, and is what UIKit recommends for content updates
    /// since iOS 15. An item whose new model uses another cell type is
    /// reloaded whatever the strategy.
    public var refreshStrategy: RefreshStrategy = .reconfigure

    /// The number of operations in a diff's plan above which the list
    /// reloads fully instead of applying the plan; `nil` never does.
    ///
    /// The default is 5,000. Measured on a 100,000-row table in a release
    /// build, applying a plan costs what a full reload costs plus about 1.5
    /// to 2 µs per operation: 8 % more at 230 operations, about 20 % more at
    /// 2,300 and 5,700, 60 % more at 11,000 and more than twice as much at
    /// 70,000. Below the threshold the batch is worth its small extra cost,
    /// because only it keeps what a reload loses: unchanged cells and their
    /// state, the anchored content offset, per-operation events a UI could
    /// animate. Above it, no one could follow the animation anyway, and the
    /// reload is clearly cheaper.
    public var fullReloadThreshold: Int? = 5_000

    /// Whether the visible items stay where they are on screen when items
    /// are inserted or deleted above them: the content offset moves by the
    /// height that changed above the first visible item. On by default.
    public var maintainsVisibleContentPosition = true

    /// Whether items can be selected.
    public var allowsSelection = true

    /// Whether several items can be selected at once.
    public var allowsMultipleSelection = false

    /// The size of the visible area.
    @exclusivity(unchecked) public internal(set) var viewportSize: Size

    /// The top-left corner of the visible area in content coordinates.
    @exclusivity(unchecked) public internal(set) var contentOffset: Point = .zero

    /// Creates an empty list laid out by `layout`, whose width becomes the
    /// viewport's.
    ///
    /// - Parameters:
    ///   - size: The size of the visible area.
    ///   - layout: The layout, with its metrics.
    public init(size: Size, layout: Layout) {
        self.viewportSize = LayoutNumber.size(size)
        self.layout = layout
        self.layout.reload(itemCounts: [], width: viewportSize.width, sizing: makeSizing())
    }

    /// The layout's sizes and spacing. Setting them lays the list out again
    /// and updates the visible cells; sizes measured before at the same
    /// width are kept, others are measured again.
    public var metrics: Layout.Metrics {
        get { layout.metrics }
        set {
            var layout = self.layout
            layout.setMetrics(newValue)
            replaceLayout(with: layout)
        }
    }

    // MARK: - Data

    /// The sections the list shows. Setting them diffs the new value against
    /// the current one and applies the plan as batch updates, stage by stage
    /// (or as a full reload above ``fullReloadThreshold`` operations).
    ///
    /// Reading gives what the list holds: for an item the diff found
    /// unchanged, the model instance the list already had (which its cell is
    /// bound to), not the equal one in the new value.
    ///
    /// Setting sections from inside an update (an ``onEvent`` handler, a
    /// cell's `configure`) queues the value; it is applied right after the
    /// current update, and if several are queued the latest wins.
    ///
    /// A value the list cannot show (a model whose reuse identifier has no
    /// cell registered, or whose cell does not answer for its custom layout
    /// behaviour; see ``setSections(_:)``) is refused whole: the list stays
    /// as it was and reports ``ListDiagnostic/rejectedSnapshot(_:)``.
    ///
    /// - Complexity: Setting is O(*n* + *m*) for the diff, where *n* and *m*
    ///   are the old and new item counts, plus O(*k* log *k*) for *k*
    ///   operations and O(*v*) for *v* visible cells.
    public var sections: [CellSection] {
        get { data.map(\.section) }
        @_specialize(exported:true,where Layout == TableLayout)
        @_specialize(exported:true,where Layout == FlowLayout)
        set {
            do {
                try setSections(newValue)
            } catch {
                report(.rejectedSnapshot(error))
            }
        }
    }

    /// The items of the list when it has one section. Setting it replaces the
    /// list with one section holding these models (keeping the id, header
    /// and footer of the current section if there is exactly one, and using
    /// the id `""` otherwise), diffed like ``sections``. Reading it gives the
    /// items of every section, in order.
    public var cells: [AnyCellModel] {
        get { data.flatMap(\.section.items) }
        @_specialize(exported:true,where Layout == TableLayout)
        @_specialize(exported:true,where Layout == FlowLayout)
        set {
            if data.count == 1 {
                sections = [CellSection(data[0].section, items: newValue)]
            } else {
                sections = [CellSection(id: "", items: newValue)]
            }
        }
    }

    /// The number of sections.
    public var numberOfSections: Int { data.count }

    /// The number of items in a section.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no such section.
    public func numberOfItems(inSection section: Int) throws(HeadlessListError) -> Int {
        try HeadlessListError.checkSection(
            section, of: data.count, words: Layout.words, request: "numberOfItems(inSection:)")
        return data[section].keys.count
    }

    /// The model at a path.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no item there.
    public func model(at path: ItemPath) throws(HeadlessListError) -> AnyCellModel {
        try checkItem(at: path, request: "model(at:)")
        return uncheckedModel(at: path)
    }

    /// The model at a path that must exist.
    func uncheckedModel(at path: ItemPath) -> AnyCellModel { data[path.section].section.items[path.item] }

    /// Checks that the list has an item at `path`, for the call `request`.
    func checkItem(at path: ItemPath, request: String) throws(HeadlessListError) {
        try HeadlessListError.checkPath(
            path, sectionCount: data.count, itemCount: { data[$0].keys.count }, words: Layout.words, request: request)
    }

    /// The path of the first item whose identifier is `id`, or `nil`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func indexPath(forItemWithID id: AnyID) -> ItemPath? {
        for (section, state) in data.enumerated() {
            if let item = state.section.items.firstIndex(where: { $0.id == id }) {
                return ItemPath(section: section, item: item)
            }
        }
        return nil
    }

    /// A key for a new item or section, from the list's counter.
    func makeKey() -> ItemKey {
        defer { nextKey += 1 }
        return ItemKey(nextKey)
    }

    // MARK: - Events

    func record(_ event: ListEvent) {
        if isRecordingEvents { events.append(event) }
        onEvent?(event)
    }

    /// Empties ``events``.
    public func clearEvents() {
        events.removeAll()
    }

    func report(_ diagnostic: ListDiagnostic) {
        diagnosticsLog.append(diagnostic)
        diagnostics?(diagnostic)
    }

    // MARK: - Layout

    /// What the layout asks for, read from the current data: a section's
    /// header or footer is a title, a view for a model, or nothing; sizes
    /// that depend on a model are stated by its cell or view class, or
    /// measured through a sizing cell (and kept in the size cache).
    func makeSizing() -> ListLayoutSizing {
        ListLayoutSizing(
            supplement: { [unowned self] kind, section in
                switch supplement(kind, inSection: section) {
                case nil: .none
                case .title: .title
                case .model(let model): hasView(model) ? .view : .title
                }
            },
            supplementHeight: { [unowned self] kind, section, width in
                guard case .model(let model) = supplement(kind, inSection: section) else { return 0 }
                let viewClass = model.cellType as? HeadlessHeaderFooterView.Type ?? HeadlessHeaderFooterView.self
                return viewClass.height(for: model, width: width)
            },
            item: { [unowned self] path, width in Layout.statedSize(for: uncheckedModel(at: path), width: width) },
            measuredItem: { [unowned self] path, width in measuredSize(for: uncheckedModel(at: path), width: width) },
            cachedItem: { [unowned self] path, width in sizeCache.size(for: uncheckedModel(at: path), width: width) })
    }

    /// A section's header or footer, read in place (the section is not
    /// copied).
    func supplement(_ kind: SupplementKind, inSection section: Int) -> SectionSupplement? {
        kind == .header ? data[section].section.header : data[section].section.footer
    }

    /// Installs `layout` (the same kind, with new metrics), lays every item
    /// out again and updates the visible cells.
    func replaceLayout(with newLayout: Layout) {
        exclusively("setting metrics") {
            layout = newLayout
            layout.reload(itemCounts: data.map(\.keys.count), width: viewportSize.width, sizing: makeSizing())
            dataGeneration += 1
            clampContentOffset()
            updateVisibleCells()
        }
    }

    /// Runs a change that lays out or displays cells, which nothing may
    /// interrupt: changing the list from an event handler or a cell's
    /// `configure` while it runs is refused (snapshots set meanwhile wait and
    /// are applied after it).
    func exclusively(_ operation: String, _ body: () -> Void) {
        guard !isApplying else {
            stopOnMisuse(
                "HeadlessList: \(operation) called while the list is being updated; set sections instead, which waits for the update"
            )
        }
        isApplying = true
        body()
        isApplying = false
        checkInvariants()
        drainPendingSnapshots()
    }

    // MARK: - Invariants

    /// Checks that data, keys, layout, visible cells and selection agree.
    /// Debug builds run it after every change; the per-item part only for
    /// lists of up to 4,096 items.
    @_spi(Instrumentation)
    public func checkInvariants() {
        #if DEBUG
            precondition(
                layout.numberOfSections == data.count, "HeadlessList: layout and data disagree on sections")
            var total = 0
            for (index, state) in data.enumerated() {
                precondition(
                    state.keys.count == state.section.items.count, "HeadlessList: keys out of step in section \(index)")
                precondition(
                    layout.uncheckedNumberOfItems(inSection: index) == state.keys.count,
                    "HeadlessList: layout and data disagree on section \(index)")
                total += state.keys.count
            }
            precondition(visibleOrder.count == visibleCells.count, "HeadlessList: visible order out of step")
            for (key, entry) in visibleSupplements.entries where !isBetweenStages {
                let section = entry.place.section
                precondition(
                    section < data.count && data[section].key == key.section && entry.place.kind == key.kind,
                    "HeadlessList: visible \(key.kind) view of section \(section) is not the section it shows")
            }
            for (key, entry) in visibleCells.entries where !isBetweenStages {
                let path = entry.place
                precondition(
                    path.section < data.count && path.item < data[path.section].keys.count
                        && data[path.section].keys[path.item] == key,
                    "HeadlessList: visible cell at \(path) is not the item it shows")
            }
            if total <= 4096 {
                var keys = Set<ItemKey>()
                for state in data { for key in state.keys { keys.insert(key) } }
                precondition(keys.count == total, "HeadlessList: item keys are not unique")
                precondition(selectedKeys.isSubset(of: keys), "HeadlessList: selection holds a deleted item")
            }
            layout.checkInvariants()
        #endif
    }
}

/// A list's section as the batch-update rules read it (`SectionsOutline`):
/// its section's identifier and models.
extension HeadlessListView.SectionState: BatchSection {
    var id: AnyID { section.id }
    var items: [AnyCellModel] {
        get { section.items }
        set { section.items = newValue }
    }
}
