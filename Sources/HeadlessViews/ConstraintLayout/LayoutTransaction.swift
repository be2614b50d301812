@_spi(Collections) @_spi(Lifetimes) import CellModels
import ConstraintSolver

/// One run of the layout DSL: what its closures asked for, collected first
/// and then committed at once, so that a layout either happens whole or
/// (on an error) leaves every view, constraint and frame as it was.
@MainActor
package final class LayoutTransaction {
    /// The view the layout was made on.
    let host: HeadlessView
    /// What the layout does with what was there before.
    let strategy: LayoutStrategy
    /// Views put, in order, with the parent each goes into.
    ///
    /// This list, ``plannedParents`` and ``made`` skip the run-time
    /// exclusivity check: each access is a read, an append or a set that
    /// calls out to nothing, and every constraint and view recorded reaches
    /// them.
    @exclusivity(unchecked) private(set) var puts: [(view: HeadlessView, parent: HeadlessView)] = []
    /// The parent each view put goes into (the last put wins), made from
    /// ``puts`` when first needed and kept up to date from then on: a view
    /// this transaction put names its parent itself while it keeps the
    /// transaction's mark, and the host is never put, so most layouts
    /// never need it.
    @exclusivity(unchecked) private var plannedParents: ShortMap<ObjectIdentifier, HeadlessView>?
    /// Controllers put, with the view each one's view goes into.
    var controllers: [(controller: HeadlessViewController, parent: HeadlessView)] = []
    /// Constraints asked for, in order.
    @exclusivity(unchecked) var made: [LayoutConstraint] = []
    /// Whether a view's constraints in ``made`` come in more than one run
    /// (a view's constraints before and after another's, or a format
    /// string's): the commit then cuts the views' lists from ``made``
    /// grouped by first view (``madeGroupedByFirstView()``) rather than from
    /// ``made`` itself (see ``ConstraintList``), but for make-and-edit, which
    /// takes each constraint on its own. Only a matter of cost: each view
    /// still shares one array, rather than making a list of its own.
    @exclusivity(unchecked) var madeHasSplitRuns = false
    /// The first view of the last constraint recorded, while
    /// ``madeHasSplitRuns`` is being found; see ``noteRun(of:)``.
    @exclusivity(unchecked) private var lastRecordedView: ObjectIdentifier?
    /// Stacks put, with their arrangement and the views stacked in this
    /// layout.
    var stacks: [(stack: HeadlessStackView, arrangement: StackArrangement, stacked: [HeadlessView])] = []
    /// The sides of the visual format being added, kept to be filled again
    /// by the next (``VisualFormat/resolveSides(in:superview:into:)``).
    /// Unchecked exclusivity: passed in-out to a call that reaches no
    /// other access to it.
    @exclusivity(unchecked) var formatSides: [ObjectLifetime] = []
    /// Misuses met while recording.
    var misuses: [LayoutError] = []
    /// What the chain after `put` asked for, run once the layout is in.
    var afterCommit: [() -> Void] = []

    /// Whether the layout asked for nothing at all.
    package var isEmpty: Bool {
        puts.isEmpty && made.isEmpty && stacks.isEmpty && controllers.isEmpty && misuses.isEmpty
            && afterCommit.isEmpty
    }

    /// The delegate of the layout, asked for a parent when the host has none.
    var delegate: (any LayoutDelegate)?
    /// Whether the delegate was asked for a parent.
    private var askedForParent = false
    /// The parent the delegate supplied for the host, if any.
    private(set) var parentForHost: HeadlessView?
    /// What the delegate threw when asked for a parent, thrown by the commit.
    private var parentError: LayoutError?

    /// The parent the delegate supplies for the host, asked once.
    func suppliedParent() -> HeadlessView? {
        guard !askedForParent else { return parentForHost }
        askedForParent = true
        do {
            parentForHost = try delegate?.layoutBuilderNeedParent(host)
        } catch {
            parentError = error
        }
        return parentForHost
    }

    /// This transaction's mark, unique among transactions: the host and
    /// every view put carry it in ``HeadlessView/layoutStamp`` (until a
    /// later transaction marks them).
    let stamp: Int
    private static var lastStamp = 0

    /// A stamp never given before: transactions, commits, system builds
    /// and systems' entry tables draw theirs from this one counter.
    static func nextStamp() -> Int {
        lastStamp &+= 1
        return lastStamp
    }
    /// Whether every view put so far went, once only, into the host or a
    /// view put before it. Then every view that carries ``stamp`` is the
    /// host or below it in the planned tree, so all have the host's
    /// planned root (see ``findUnrelatedViews()``).
    private(set) var putsChainToHost = true
    /// Whether ``findUnrelatedViews()`` may trust ``stamp``s; off, it walks
    /// the planned tree for every constraint (for tests that compare the
    /// two).
    static var findsRootsByStamp = true

    /// How many views and constraints the last transaction recorded (at
    /// most ``reservedLimit`` each): room the next one reserves at once.
    /// Layouts come in runs of one shape (a list's cells, feed items), and
    /// lists grown one element at a time are copied again and again.
    private static var lastCounts = (puts: 0, made: 0)
    private static let reservedLimit = 128

    package init(host: HeadlessView, strategy: LayoutStrategy) {
        self.host = host
        self.strategy = strategy
        stamp = Self.nextStamp()
        host.layoutStamp = stamp
        host.stampedParent = nil
        puts.reserveCapacity(Self.lastCounts.puts)
        made.reserveCapacity(Self.lastCounts.made)
    }

    /// Records that `view` is put into `parent`.
    package func put(_ view: HeadlessView, into parent: HeadlessView) {
        puts.append((view, parent))
        plannedParents?.set(parent, for: ObjectIdentifier(view))
        // A view put twice (the host included) or into a view this
        // transaction did not mark (an earlier put's mark taken by a nested
        // transaction, a view refused) breaks the chain.
        if view.layoutStamp == stamp || parent.layoutStamp != stamp { putsChainToHost = false }
        view.layoutStamp = stamp
        view.stampedParent = parent
        parent.receivedPutStamp = stamp
    }

    /// Whether `view` holds no view, now or as planned: it has no subviews
    /// and nothing was put into it since this transaction began. Stamps only
    /// grow, so a put into it here or in a transaction nested in this one
    /// leaves a stamp at least this one's.
    ///
    /// - Complexity: O(1).
    func isPlannedLeaf(_ view: HeadlessView) -> Bool {
        view.subviews.isEmpty && view.receivedPutStamp < stamp
    }

    /// The superview `view` will have once the layout is in.
    ///
    /// A view this transaction put and still marks names its parent itself
    /// (``HeadlessView/stampedParent``, valid while ``puts`` holds the
    /// parent); the host, never put (``ViewLayout/put(_:_:)`` refuses to
    /// put a view into one it holds), has its own; any other is looked up.
    func plannedSuperview(of view: HeadlessView) -> HeadlessView? {
        if view.layoutStamp == stamp, let parent = view.stampedParent { return parent }
        if view !== host, let parent = plannedParentsByView()[ObjectIdentifier(view)] { return parent }
        if strategy == .makeCleanly, view.superview === host { return nil }
        return view.superview
    }

    /// ``plannedParents``, made from ``puts`` if not made yet.
    private func plannedParentsByView() -> ShortMap<ObjectIdentifier, HeadlessView> {
        if let plannedParents { return plannedParents }
        var parents = ShortMap<ObjectIdentifier, HeadlessView>(capacity: puts.count)
        for (view, parent) in puts { parents.set(parent, for: ObjectIdentifier(view)) }
        plannedParents = parents
        return parents
    }

    /// The controller of the nearest view at or above `view`, in the tree as
    /// it will be once the layout is in, that is a controller's root view.
    func plannedNearestController(of view: HeadlessView) -> HeadlessViewController? {
        var current: HeadlessView? = view
        while let view = current {
            if let controller = view.owningController { return controller }
            current = plannedSuperview(of: view)
        }
        return nil
    }

    /// The controllers each embedded controller becomes a child of, decided
    /// before anything changes: the nearest controller above the view its
    /// view goes into; where there is none, the one the delegate's
    /// ``LayoutDelegate/layoutBuilderNeedViewController(_:)`` supplies;
    /// otherwise a ``LayoutError/Kind/missingViewController`` misuse, which
    /// the delegate may pass over (the controller is embedded with no
    /// parent) or throw.
    private func parentControllers(delegate: (any LayoutDelegate)?) throws(LayoutError) -> [HeadlessViewController?] {
        var parents: [HeadlessViewController?] = []
        var supplied: HeadlessViewController??
        for (controller, parent) in controllers {
            if let owner = plannedNearestController(of: parent) {
                parents.append(owner)
                continue
            }
            if supplied == nil { supplied = .some(try delegate?.layoutBuilderNeedViewController(host)) }
            if let owner = supplied ?? nil {
                parents.append(owner)
                continue
            }
            let misuse = LayoutError(
                .missingViewController,
                "\(controller) is embedded in \(parent.layoutName), which no view controller holds, and no delegate supplied one"
            )
            guard let delegate else { throw misuse }
            try delegate.layout(host, didMeet: misuse)
            parents.append(nil)
        }
        return parents
    }

    /// The root `view` will have once the layout is in. The planned tree
    /// has no cycle: `put` refuses to put a view into one it holds.
    func plannedRoot(of view: HeadlessView) -> HeadlessView {
        var current = view
        while let next = plannedSuperview(of: current) { current = next }
        return current
    }

    // MARK: - Commit

    /// What to put back if the commit fails.
    @MainActor
    struct Undo {
        // Structs, not tuples, in the lists: a list of tuples is destroyed
        // through the runtime's generic tuple code.

        /// A view's constraint list as it was.
        struct KeptList {
            let view: HeadlessView
            let list: ConstraintList
        }

        /// A view taken from where it was: its superview and index there,
        /// as ``HeadlessView/detachFromSuperview()`` gives them back (`nil`
        /// for a view that had none).
        struct Detached {
            let view: HeadlessView
            let from: (superview: HeadlessView, index: Int)?
        }

        var detached: [Detached] = []
        /// The views that translated their frames into constraints.
        var translating: [HeadlessView] = []
        /// The constraint lists as they were, each view once (marked by
        /// ``HeadlessView/listKeptStamp``).
        var lists: [KeptList] = []
        var edits: [(LayoutConstraint, Double, ConstraintPriority)] = []
        var arranged: [(HeadlessStackView, StackArrangement, [HeadlessView])] = []
        var controllers: [(HeadlessViewController, HeadlessViewController?)] = []
        /// The stamp of this commit (see ``HeadlessView/listKeptStamp``).
        let stamp: Int

        /// Keeps `view`'s constraint list as it is, unless kept already.
        ///
        /// - Complexity: O(1), with no lookup: it is called for every run
        ///   of constraints of one view, and a format string's runs are of
        ///   one constraint, alternating between views.
        mutating func keepList(of view: HeadlessView) {
            guard view.listKeptStamp != stamp else { return }
            view.listKeptStamp = stamp
            lists.append(KeptList(view: view, list: view.constraintList))
        }

        /// Puts everything back, newest first.
        func apply() {
            for (stack, arrangement, views) in arranged.reversed() {
                stack.arrangement = arrangement
                stack.arrangedSubviews = views
            }
            for (constraint, constant, priority) in edits.reversed() {
                constraint.constant = constant
                constraint.priority = priority
            }
            for kept in lists { kept.view.constraintList = kept.list }
            for view in translating.reversed() { view.translatesFrameIntoConstraints = true }
            for moved in detached.reversed() {
                moved.view.detachFromSuperview()
                if let (superview, index) = moved.from { superview.insertSubview(moved.view, at: index) }
            }
            for (controller, parent) in controllers.reversed() { controller.setParent(parent) }
        }
    }

    /// Notes that a constraint whose first view is `view` is recorded next:
    /// a view that starts a second run of constraints in ``made`` splits
    /// its runs (``madeHasSplitRuns``).
    ///
    /// - Complexity: O(1), with no lookup: a view marks the transaction it
    ///   started a run in (``HeadlessView/runStamp``).
    func noteRun(of view: HeadlessView) {
        let id = ObjectIdentifier(view)
        guard id != lastRecordedView else { return }
        lastRecordedView = id
        if view.runStamp == stamp { madeHasSplitRuns = true }
        view.runStamp = stamp
    }

    /// Hears the misuses, puts the views in place, changes the constraint
    /// lists, and brings the tree's constraint system up to date; on any
    /// error puts everything back and throws.
    package func commit(delegate: (any LayoutDelegate)?) throws(LayoutError) {
        if let parentError { throw parentError }
        findUnrelatedViews()
        for misuse in misuses {
            guard let delegate else { throw misuse }
            try delegate.layout(host, didMeet: misuse)
        }
        let parentControllers = controllers.isEmpty ? [] : try parentControllers(delegate: delegate)

        // A stamp of its own: each list is kept once in this commit,
        // whatever marked the views before.
        var undo = Undo(stamp: Self.nextStamp())
        // Sized for the views put (and the host): grown one view at a time,
        // the kept lists are copied again and again.
        undo.lists.reserveCapacity(puts.count + 1)
        undo.detached.reserveCapacity(puts.count)
        undo.translating.reserveCapacity(puts.count)
        let root = host.rootView
        // A system busy solving or measuring (this layout comes from a
        // view's code it runs) is left to finish as it is: the tree gets a
        // new one.
        var structural = root.layoutSystem?.isBusy ?? true
        var removed: [LayoutConstraint] = []
        var edited: [LayoutConstraint] = []
        // The constraints added to lists. Making or remaking, that is every
        // constraint of `made` whose first view is alive: `made` itself,
        // shared rather than copied one by one, until one is passed over.
        var added: [LayoutConstraint] = []
        var addsAllMade = strategy != .makeAndEdit
        if !addsAllMade { added.reserveCapacity(made.count) }

        // Views.
        if strategy == .makeCleanly {
            for (index, view) in host.subviews.enumerated().reversed() {
                undo.detached.append(Undo.Detached(view: view, from: (host, index)))
                undo.keepList(of: view)
                view.constraintList = ConstraintList()
                view.detachFromSuperview()
                structural = true
            }
        }
        for (view, parent) in puts where view.superview !== parent {
            if let oldRoot = view.superview?.rootView, oldRoot !== root, oldRoot.layoutSystem?.holds(view) == true {
                oldRoot.invalidateLayoutSystem()
            }
            if view.layoutSystem != nil || view.hasLayoutConstraintsInTree { structural = true }
            view.layoutSystem = nil
            undo.detached.append(Undo.Detached(view: view, from: view.detachFromSuperview()))
            parent.insertSubview(view, at: parent.subviews.count)
        }
        for (view, _) in puts where view.translatesFrameIntoConstraints {
            undo.translating.append(view)
            view.translatesFrameIntoConstraints = false
            structural = structural || root.layoutSystem?.holds(view) == true
        }
        for ((controller, _), parent) in zip(controllers, parentControllers) {
            undo.controllers.append((controller, controller.parent))
            controller.setParent(parent)
        }

        // Constraint lists.
        if strategy == .remake {
            for (view, _) in puts where !view.constraintList.isEmpty {
                undo.keepList(of: view)
                view.constraintList.append(to: &removed)
                view.constraintList = ConstraintList()
            }
        }
        // The list the views' runs are cut from: `made`, or when a view's
        // constraints come in more than one run there (and each is not
        // looked up on its own), `made` grouped by first view, so that every
        // view still shares its run of one array.
        let groups = madeHasSplitRuns && strategy != .makeAndEdit
        let listed = groups ? madeGroupedByFirstView() : made
        var index = listed.startIndex
        while index < listed.endIndex {
            let constraint = listed[index]
            guard let first = constraint.firstView else {
                // Only in `made` itself: the groups leave such constraints out.
                if addsAllMade {
                    addsAllMade = false
                    added = Array(listed[..<index])
                }
                index += 1
                continue
            }
            if strategy == .makeAndEdit,
                let existing = first.constraintList.first(where: { old in
                    old.hasSameShape(as: constraint) && !edited.contains { $0 === old }
                })
            {
                undo.edits.append((existing, existing.constant, existing.priority))
                existing.constant = constraint.constant
                existing.priority = constraint.priority
                edited.append(existing)
                index += 1
                continue
            }
            // The run of constraints of this first view (the recorder makes
            // a view's constraints together), given to its list at once.
            // Make-and-edit looks each one up among those before it: a run
            // of one.
            var end = index + 1
            while strategy != .makeAndEdit, end < listed.endIndex,
                listed[end].firstLifetime === constraint.firstLifetime
            {
                end += 1
            }
            undo.keepList(of: first)
            if first.constraintList.isEmpty, groups || !madeHasSplitRuns {
                // The usual case, the view's one run: shared with `listed`.
                first.constraintList = ConstraintList(run: index..<end, of: listed)
            } else {
                // Make-and-edit's runs of one, one view's alternating with
                // another's, or constraints added to a list from before.
                first.constraintList.append(run: index..<end, of: listed)
            }
            if !addsAllMade {
                for place in index..<end { added.append(listed[place]) }
            }
            index = end
        }
        if addsAllMade {
            // In the order made, for the system; without the constraints
            // the groups left out.
            added = listed.count == made.count ? made : made.filter { $0.firstLifetime?.view != nil }
        }
        Self.lastCounts = (min(puts.count, Self.reservedLimit), min(made.count, Self.reservedLimit))
        for (stack, arrangement, stacked) in stacks {
            undo.arranged.append((stack, stack.arrangement, stack.arrangedSubviews))
            stack.arrangement = arrangement
            let stale = stack.arrangedSubviews.filter { $0.superview === stack }
            stack.arrangedSubviews = (strategy == .remake || strategy == .makeCleanly) ? stacked : stale
            for view in stacked where !stack.arrangedSubviews.contains(where: { $0 === view }) {
                stack.arrangedSubviews.append(view)
            }
            for view in [stack] + stale + stacked {
                let mine = view.constraintList.filter { $0.stack === stack }
                guard !mine.isEmpty else { continue }
                undo.keepList(of: view)
                removed += mine
                view.constraintList.removeAll { $0.stack === stack }
            }
            for constraint in stack.arrangementConstraints() {
                guard let first = constraint.firstView else { continue }
                undo.keepList(of: first)
                first.constraintList.append(constraint)
                added.append(constraint)
            }
        }

        // The system.
        do {
            if structural {
                root.layoutSystem = try LayoutSystem.build(
                    root: root, throwingFor: edited.isEmpty ? added : added + edited)
            } else if let system = root.layoutSystem {
                for constraint in removed { system.remove(constraint) }
                for constraint in edited { try system.update(constraint) }
                for constraint in added { try system.add(constraint) }
            }
            if let system = root.layoutSystem {
                for (view, _) in puts { _ = try system.place(for: view) }
            }
        } catch {
            undo.apply()
            root.layoutSystem = nil
            throw error
        }
        root.setNeedsLayout()
        for action in afterCommit { action() }
    }

    /// ``made`` with each view's constraints together, in the order each
    /// view's first one comes, each view's in their order; without the
    /// constraints whose first view is gone.
    ///
    /// - Complexity: O(*c*) for *c* constraints: a counting sort by the
    ///   group each first view is given (``HeadlessView/runGroup``).
    func madeGroupedByFirstView() -> [LayoutConstraint] {
        // A local copy, read by index: no retain of each constraint to read
        // it, as iterating the property costs.
        let made = made
        let groupStamp = Self.nextStamp()
        // Each group's count, then (below) its next place; one group a
        // first view, so no more groups than constraints.
        var places: [Int] = []
        places.reserveCapacity(made.count)
        var groupOfMade: [Int] = []
        groupOfMade.reserveCapacity(made.count)
        for index in made.indices {
            guard let first = made[index].firstView else {
                groupOfMade.append(-1)
                continue
            }
            if first.runGroup.stamp != groupStamp {
                first.runGroup = (groupStamp, places.count)
                places.append(0)
            }
            let group = first.runGroup.group
            places[group] += 1
            groupOfMade.append(group)
        }
        // Each group's count becomes its start.
        var total = 0
        for group in places.indices {
            (places[group], total) = (total, total + places[group])
        }
        // Every place is written once: a group's places are its count, and
        // each of its constraints takes the next.
        return [LayoutConstraint](unsafeUninitializedCapacity: total) { buffer, initialized in
            for index in made.indices {
                let group = groupOfMade[index]
                guard group >= 0 else { continue }
                (buffer.baseAddress! + places[group]).initialize(to: made[index])
                places[group] += 1
            }
            initialized = total
        }
    }

    /// Records a misuse for every constraint between views that will share
    /// no ancestor, and leaves those constraints out.
    ///
    /// While ``putsChainToHost`` holds, two views that carry ``stamp`` share
    /// the host's root, with nothing looked up: a constraint the recorder
    /// found so (``LayoutConstraint/relatedInTransaction``) is passed over
    /// without loading its views, one whose views were marked later is
    /// checked by their marks now; any other pair has its roots found by
    /// walking the planned tree.
    ///
    /// - Complexity: O(*c*) for *c* constraints between views this layout
    ///   put; O(*c* + *v* × *d*) for *v* other views of depth up to *d*:
    ///   each view's root is found once.
    func findUnrelatedViews() {
        // Roots by identity: holding the views would retain and release
        // each one, which costs much for an object with weak references.
        var roots = ShortMap<ObjectIdentifier, ObjectIdentifier>()
        var unrelated: [Int] = []
        let trustsStamps = putsChainToHost && Self.findsRootsByStamp
        for (index, constraint) in made.enumerated() {
            // Proven related when recorded (see `relatedInTransaction`): a
            // view marked then is the host or put under it for good.
            if trustsStamps, constraint.relatedInTransaction == stamp { continue }
            guard let first = constraint.firstView, let second = constraint.secondView, first !== second,
                !(trustsStamps && first.layoutStamp == stamp && second.layoutStamp == stamp),
                root(of: first, &roots) != root(of: second, &roots)
            else { continue }
            unrelated.append(index)
            misuses.append(
                LayoutError(
                    .noCommonAncestor,
                    "\(constraint) relates \(first.layoutName) and \(second.layoutName), which share no ancestor"))
        }
        guard !unrelated.isEmpty else { return }
        var next = 0
        var kept: [LayoutConstraint] = []
        kept.reserveCapacity(made.count - unrelated.count)
        for (index, constraint) in made.enumerated() {
            if next < unrelated.count, unrelated[next] == index {
                next += 1
            } else {
                kept.append(constraint)
            }
        }
        made = kept
    }

    /// The identity of `view`'s planned root, found once per view and kept
    /// in `roots`.
    private func root(of view: HeadlessView, _ roots: inout ShortMap<ObjectIdentifier, ObjectIdentifier>)
        -> ObjectIdentifier
    {
        let key = ObjectIdentifier(view)
        if let root = roots[key] { return root }
        let root = ObjectIdentifier(plannedRoot(of: view))
        roots.set(root, for: key)
        return root
    }
}
