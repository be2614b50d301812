@_spi(Lifetimes) import CellModels
import ConstraintSolver

/// The constraint system of one tree of views: a `ConstraintSolver` with
/// four variables per view that takes part (its left, top, right and bottom
/// edges, in the root's coordinates) and the constraints of the tree.
///
/// It is a cache of what the views hold (their ``HeadlessView/constraints``,
/// frames, intrinsic sizes and safe areas): the root keeps it while edits
/// can be applied incrementally, and drops it when the tree changes shape
/// in a way that is simpler to rebuild (a constrained view added or removed
/// by hand, safe-area insets changed). Views that were never put into a
/// layout take their frame as given (the root's size, and every other such
/// view's frame relative to its superview), as UIKit's autoresizing-mask
/// constraints do.
@MainActor
package final class LayoutSystem {
    /// A view's variables and the constraints the system adds for it.
    ///
    /// A value, kept by place in ``entries``: a system built from a
    /// template takes the template's entries as one array (copy on write),
    /// with no object made, retained or freed per view, and a measurement
    /// that must not change the system keeps the array and puts it back.
    /// Read and written in place (`entries[place].frameSize`), not
    /// copied out: a copy retains its four names and two arrays.
    @MainActor
    struct Entry {
        let left: Variable
        let top: Variable
        let right: Variable
        let bottom: Variable
        /// For a view that translates its frame: the constraints holding it
        /// (origin, width, height), and the size they hold.
        var frameConstraints: [ConstraintID] = []
        var frameSize = Size.zero
        /// For a view with an intrinsic size: its constraints (width ≥, width
        /// ≤, height ≥, height ≤, each present only for a metric it has).
        var intrinsic: [(handle: ConstraintID, axis: LayoutAxis)] = []
        var intrinsicSize = Size(
            width: HeadlessView.noIntrinsicMetric, height: HeadlessView.noIntrinsicMetric)
        /// What the intrinsic constraints were made for, beyond their
        /// constants; when it stays, new sizes only edit the constants.
        var intrinsicShape: IntrinsicShape?

        /// The variable of `edge`.
        func variable(_ edge: EdgeExpression.Edge) -> Variable {
            switch edge {
            case .left: left
            case .top: top
            case .right: right
            case .bottom: bottom
            }
        }
    }

    /// The root of the tree, which holds this system
    /// (``HeadlessView/layoutSystem``) and alone does, so outlives it: not
    /// held, and read with no check (a checked unowned reference costs a
    /// retain and a release on every read, as every constraint added and
    /// every cell laid out makes).
    unowned(unsafe) let root: HeadlessView
    // The solver, the handles, the pending constants and the template skip
    // the run-time exclusivity check: every constraint added reads or
    // changes each of them (about 200 instructions a check), the system is
    // the main actor's and the solver calls nothing back, so no access can
    // overlap another.
    @exclusivity(unchecked) var solver = ConstraintSolver()
    /// Each entry, by its place: the order made, a view's superview always
    /// first (``order`` holds the views' identities in the same order).
    /// Unchecked: read for every term of every constraint added (see
    /// ``EdgeExpression/append(times:negated:to:)``), and written in place.
    @exclusivity(unchecked) var entries: [Entry] = []
    /// The view of each entry, by place, not held: `nil` once it is gone.
    @exclusivity(unchecked) var entryLifetimes: [ObjectLifetime?] = []
    /// Each entry's place, by its view's identity.
    ///
    /// A system built from a template fills it from ``order`` only when it
    /// is first read (see ``adopt(_:views:constraints:)``): a tree laid out
    /// from its template finds its places on its views
    /// (``existingPlace(of:)``) and by place, and never hashes one.
    var entryPlaces: [ObjectIdentifier: Int] {
        get {
            if placesAreUnfilled { fillPlacesFromOrder() }
            return storedPlaces
        }
        _modify {
            if placesAreUnfilled { fillPlacesFromOrder() }
            yield &storedPlaces
        }
    }
    @exclusivity(unchecked) private var storedPlaces: [ObjectIdentifier: Int] = [:]
    /// Whether ``entryPlaces`` is yet to be filled from ``order``.
    @exclusivity(unchecked) var placesAreUnfilled = false
    /// A mark no other system's entries had: a view keeps the place last
    /// looked up for it under this mark (``HeadlessView/cachedLayoutPlace``),
    /// so whatever takes entries away renews it (``renewEntriesStamp()``).
    /// Entries are only ever added otherwise.
    @exclusivity(unchecked) private(set) var entriesStamp = LayoutTransaction.nextStamp()
    /// The identities of the entries' views, by place.
    @exclusivity(unchecked) var order: [ObjectIdentifier] = []
    /// The solver's handle of each DSL constraint in the system (see
    /// ``handle(of:)``), but for those of ``adoptedHandles``.
    @exclusivity(unchecked) private var handleTable: [ObjectIdentifier: ConstraintID] = [:]
    /// A template's constraints and their handles, taken by ``adopt(_:views:constraints:)``,
    /// or those of a build (``addEverything(root:throwingFor:constraints:)``),
    /// put into ``handleTable`` only when a handle is first asked for: most
    /// systems never look one up.
    @exclusivity(unchecked) var adoptedHandles: (constraints: [LayoutConstraint], handles: [ConstraintID?])?
    /// Views whose intrinsic size may have changed (see
    /// ``markIntrinsicDirty(_:)``).
    @exclusivity(unchecked) private(set) var dirtyIntrinsic = IdentitySet()
    /// How many times a view was marked in ``dirtyIntrinsic``: when it
    /// has not moved since the views' shapes were last found unchanged
    /// (``shapesCheckedAt``), no view's intrinsic size, shape or priorities
    /// changed since (each change marks its view, as UIKit asks of
    /// `invalidateIntrinsicContentSize`).
    @exclusivity(unchecked) private(set) var intrinsicMarks = 0
    /// ``intrinsicMarks`` when ``measureViewsKeepingShapes()`` last found
    /// every view's shape unchanged; −1 for never.
    @exclusivity(unchecked) var shapesCheckedAt = -1
    /// Views whose intrinsic height depends on the width they get.
    var widthDependent: [ObjectIdentifier] = []
    /// Whether the constraints or inputs changed since the last solve.
    /// Read by a list for every cell it shows: through this computed
    /// property, since a stored property read from another module is
    /// checked for exclusive access at run time, which
    /// `@exclusivity(unchecked)` skips only in this one.
    package var needsSolve: Bool {
        get { storedNeedsSolve }
        set { storedNeedsSolve = newValue }
    }
    @exclusivity(unchecked) private var storedNeedsSolve = true
    /// Whether the system is solving or measuring. The code of its views it
    /// runs then (an intrinsic size, a height for a width) may ask for a
    /// layout or a measurement of the same tree: that is answered from the
    /// frames as they stand and changes nothing here; a layout committed
    /// then gives the tree a new system rather than editing this one (see
    /// ``LayoutTransaction/commit(delegate:)``). So a solve or measurement
    /// in progress never finds its solver, entries or buffers changed under
    /// it, and never leaves a template a layout of a state in between.
    @exclusivity(unchecked) var isBusy = false
    /// Constant changes not yet in the solver, in order (see
    /// ``setConstant(_:of:)``).
    @exclusivity(unchecked) var pendingConstants: [(constraint: ConstraintID, constant: Double)] = []
    /// The shape of the solver's constraints and the solver's structure
    /// it was made for (see ``currentShape()``); `nil` shape when none.
    var shapeCache: (stamp: StructureStamp, shape: LayoutShape?)?
    /// Whether a solve wrote frames, every wrapping height settled, since
    /// ``solvedLayout()`` last took one.
    var hasUntakenSolve = false
    /// The outcome of the last measurement at a fixed width, until
    /// ``takeSolvedLayout()`` takes it.
    var fittedLayout: SolvedLayout?
    /// Whether a compiled solve (``solveCompiled()``) wrote the frames,
    /// since ``takeSolvedLayout()`` last took one and since the solver or a
    /// kept layout last wrote them.
    var hasUntakenCompiledSolve = false
    /// The snapped edges that compiled solve gave, while
    /// ``hasUntakenCompiledSolve`` and ``compiledSolvePiece`` is `nil`; the
    /// array is kept for the next one.
    var compiledSolveEdges: [Double] = []
    /// The piece that compiled solve evaluated ``compiledInputs`` with,
    /// when its edges were not kept: they are made again from the two if
    /// taken (see ``keepCompiledSolveEdges()``), so that a layout whose
    /// solves nobody takes (a view laid out at a new width) writes no array
    /// of its own, which at 10,000 items is a cache miss a line.
    var compiledSolvePiece: CompiledLayout?
    /// Whether a compiled solve was ever taken from this system (a list's
    /// cell, whose every solve is taken): its edges are then kept at once.
    var takesCompiledSolves = false
    /// The root's size when the frames were last written (by a solve or
    /// from a ``SolvedLayout``); `nil` before.
    @exclusivity(unchecked) var laidOutSize: Size?
    /// The template this system was built from or made, until anything but
    /// its first solve changes the solver (see ``adoptSolvedTemplate()``).
    @exclusivity(unchecked) var template: LayoutTemplate?
    /// Whether ``measuresHeightFreely`` was set but the solver still holds
    /// the root's height: ``layOut(fittingWidth:)`` left the swap to the
    /// first solve, which takes the template's solved system (height free)
    /// or makes the swap (``adoptSolvedTemplate()``).
    var heightFreedBySolve = false
    /// The template whose solved system this system's first solve gives.
    var solvedTemplate: LayoutTemplate?
    /// The template of this system's shape, for its compiled layout.
    var shapeTemplate: LayoutTemplate?
    /// Whether nothing but constants, intrinsic sizes and the height rule
    /// changed since the build (no constraint or view added or removed).
    @exclusivity(unchecked) var pristine = false
    /// The root's size the last solve gave.
    var solvedRootSize = Size.zero
    /// Whether the last solve found compiled layouts that suited it, none
    /// of whose constraints kept their sides (see ``solveCompiled()``).
    var compiledMissed = false
    /// Each entry's superview's place (−1 for none), for solving by a
    /// compiled layout without looking entries up; made when first needed,
    /// while the system is pristine, with ``placedViews``.
    @exclusivity(unchecked) var parentPlaces: [Int] = []
    /// The views of the entries by place, held (a view leaves the tree only
    /// with this system dropped), but for the root, which holds the system:
    /// `nil` in its place (see ``placedView(_:)``).
    @exclusivity(unchecked) var placedViews: [HeadlessView?] = []
    /// Buffers of the compiled evaluation: each view's intrinsic size by
    /// place, and the edges' values (see ``evaluate(_:rootSize:gathering:)``).
    /// Empty but during one: every system borrows the same ones
    /// (``sharedBuffers``), so that a list of many items neither allocates
    /// them per evaluation nor keeps them per item.
    @exclusivity(unchecked) var measuredSizes: [Size] = []
    @exclusivity(unchecked) var compiledEdges: [Double] = []
    /// The buffers between evaluations (see ``borrowBuffers()``); taken
    /// and given back by plain assignments, so unchecked.
    @exclusivity(unchecked) static var sharedBuffers: (sizes: [Size], edges: [Double]) = ([], [])
    /// The inputs of the last compiled evaluation, kept by the system (a
    /// few dozen numbers): while no view is marked, the next evaluation by
    /// the same piece takes them as they are but for the root's size and
    /// the wrapping heights, and measures no view (see ``inputsGathered``).
    @exclusivity(unchecked) var compiledInputs: [Double] = []
    /// The piece ``compiledInputs`` were gathered for and
    /// ``intrinsicMarks`` then; `nil` before any.
    @exclusivity(unchecked) var inputsGathered: (piece: CompiledLayout, marks: Int)?
    /// How many compiled solves took their inputs as kept (for tests).
    var solvesFromKeptInputs = 0
    /// How many solves a compiled layout made instead of the solver (for
    /// tests that compare the two).
    var compiledSolves = 0

    /// Whether the root is a list's sizing cell, only ever measured at a
    /// width, or a view laid out with ``HeadlessView/layoutFitting(width:)``:
    /// its height is then not held to its frame but pulled towards 0
    /// (priority `ConstraintPriority.fittingSize`) for good, so measuring it
    /// again and again is a width change and a solve, with no copy of the
    /// solver and no constraint removed and added each time.
    var measuresHeightFreely: Bool

    init(root: HeadlessView) {
        self.root = root
        measuresHeightFreely = root.isSizingView || root.heightFollowsLayout
    }

    /// Builds the system of `root`'s tree: every constraint of every view in
    /// it. Constraints in `new` are added last, and one of them that
    /// conflicts with the required constraints before it throws; an older
    /// required constraint that conflicts is left out, as UIKit breaks one.
    ///
    /// A tree whose template is cached took every constraint in before, so
    /// `new` is only looked at (each marked) when the system is built
    /// constraint by constraint.
    static func build(
        root: HeadlessView, throwingFor new: [LayoutConstraint] = []
    ) throws(LayoutError) -> LayoutSystem {
        let system = LayoutSystem(root: root)
        guard let (key, views, all) = templateKey(of: root, measuresHeightFreely: system.measuresHeightFreely)
        else {
            try system.addEverything(root: root, throwingFor: marked(new))
            return system
        }
        if let template = LayoutTemplate.cache[key] {
            // The same tree, constraints and numbers as one built before,
            // where every constraint went in: the build would make its
            // solver again, so take it.
            system.adopt(template, views: views, constraints: all)
            (system.shapeTemplate, system.pristine) = (template, true)
            return system
        }
        if try system.addEverything(root: root, throwingFor: marked(new), constraints: all) {
            let template = system.makeTemplate(views: views, constraints: all)
            LayoutTemplate.remember(template, for: key)
            system.template = template
            (system.shapeTemplate, system.pristine) = (template, true)
        }
        return system
    }

    /// Marks `new` with a fresh stamp (see ``LayoutConstraint/newInBuild``)
    /// and returns it, or 0 when `new` is empty: a mark on each constraint
    /// rather than a set of them, which hashed each constraint three times.
    private static func marked(_ new: [LayoutConstraint]) -> Int {
        guard !new.isEmpty else { return 0 }
        let stamp = LayoutTransaction.nextStamp()
        for constraint in new { constraint.newInBuild = stamp }
        return stamp
    }

    /// Adds the root's entry, every DSL constraint of the tree (`constraints`
    /// when given, in the tree's order otherwise; those marked with
    /// `newStamp` last, throwing when one conflicts), and an entry for every
    /// view put into a layout. Returns whether every constraint went in.
    @discardableResult
    func addEverything(
        root: HeadlessView, throwingFor newStamp: Int, constraints: [LayoutConstraint]? = nil
    ) throws(LayoutError) -> Bool {
        var all: [LayoutConstraint] = []
        var viewCount = 0
        // Views whose frames the build holds with four constraints of
        // their own (the root's, at least, when its frame was set).
        var translating = 0
        if let constraints {
            all = constraints
        } else {
            root.forEachViewInTree { view in
                view.constraintList.append(to: &all)
                viewCount += 1
                if view.translatesFrameIntoConstraints { translating += 1 }
            }
        }
        var nonRequired = translating  // a free root's height is held weakly
        for constraint in all where !constraint.priority.isRequired { nonRequired += 1 }
        // Room for every entry, variable, row and symbol at once: a table
        // grown by doubling copies every element again. (Reserving for the
        // DSL's constraints alone, a chain of 10,000 views went past the
        // count by its root's frame constraints, and copied its tables of
        // constraints, columns and rows once more each.)
        solver.reserveCapacity(
            variables: 4 * viewCount, constraints: all.count + 4 * translating, nonRequired: nonRequired)
        entryPlaces.reserveCapacity(viewCount)
        entries.reserveCapacity(viewCount)
        entryLifetimes.reserveCapacity(viewCount)
        order.reserveCapacity(viewCount)
        reserveIntrinsicMarks(viewCount)
        _ = try place(for: root)
        // The handles are kept in the constraints' order and put into the
        // table only when one is first asked for, as a template's are (see
        // ``keep(_:of:at:)``): a big tree's build then hashes no constraint,
        // and most builds never look a handle up.
        takeAdoptedHandles()
        adoptedHandles = (all, [ConstraintID?](repeating: nil, count: all.count))
        var everyConstraintIn = true
        for (index, constraint) in all.enumerated() where newStamp == 0 || constraint.newInBuild != newStamp {
            do { keep(try insert(constraint), of: constraint, at: index) } catch { everyConstraintIn = false }
        }
        if newStamp != 0 {
            for (index, constraint) in all.enumerated() where constraint.newInBuild == newStamp {
                keep(try insert(constraint), of: constraint, at: index)
            }
        }
        root.forEachViewInTree { view in
            if !view.translatesFrameIntoConstraints { _ = try? place(for: view) }
        }
        return everyConstraintIn
    }

    /// Whether `view` has variables here: its place as the view keeps it
    /// (``existingPlace(of:)``), with no hashing after the first time, as
    /// a label asks each time its text is set.
    func holds(_ view: HeadlessView) -> Bool { existingPlace(of: view) != nil }

    // MARK: - Constraints

    /// Adds a DSL constraint; one whose views are gone or not in this tree
    /// is left out.
    ///
    /// - Throws: ``LayoutError`` when it is required and conflicts; the
    ///   solver is then as before, though new views may have variables.
    func add(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard let handle = try insert(constraint) else { return }
        takeAdoptedHandles()
        handleTable[ObjectIdentifier(constraint)] = handle
    }

    /// Adds a DSL constraint to the solver, as ``add(_:)`` does, and returns
    /// its handle for the caller to keep; `nil` when it is left out.
    private func insert(_ constraint: LayoutConstraint) throws(LayoutError) -> ConstraintID? {
        guard let firstView = constraint.firstView, firstView.rootView === root else { return nil }
        // A constraint on a leading or trailing edge of a right-to-left view
        // is read in mirrored x coordinates (see `edgeExpression`).
        let mirrored =
            (constraint.firstAttribute.isDirectional || constraint.secondAttribute?.isDirectional == true)
            && firstView.effectiveLayoutDirection == .rightToLeft
        // The constraint goes to the solver as `first − second relation 0`,
        // built in one array of terms, with no expression per edge or per
        // side: this runs for every constraint of a layout. Its row is the
        // one `first relation second` gives, bit for bit: the solver's row
        // is the left side's terms, then the right side's negated, and the
        // left constant less the right one.
        var terms: [Term] = []
        terms.reserveCapacity(2 + 2 * (constraint.secondArea == nil ? 0 : 1) + 2 * constraint.extraTerms.count)
        let first = try edgeExpression(
            constraint.firstAttribute, of: firstView, area: constraint.firstArea, mirrored: mirrored)
        let firstConstant = first.append(times: 1, to: &terms)
        var secondConstant = constraint.constant
        if let area = constraint.secondArea, let attribute = constraint.secondAttribute {
            guard let secondView = constraint.secondView, secondView.rootView === root else { return nil }
            let edges = try edgeExpression(attribute, of: secondView, area: area, mirrored: mirrored)
            secondConstant = edges.append(times: constraint.multiplier, negated: true, to: &terms) + secondConstant
        }
        for term in constraint.extraTerms {
            guard let view = term.item.view, view.rootView === root else { return nil }
            let edges = try edgeExpression(term.attribute, of: view, area: term.item.area, mirrored: mirrored)
            secondConstant = secondConstant + edges.append(times: term.coefficient, negated: true, to: &terms)
        }
        let difference = LinearExpression(terms, constant: firstConstant - secondConstant)
        let added = Constraint(
            difference, constraint.relation, LinearExpression(constant: 0), priority: constraint.priority)
        let handle: ConstraintID
        (template, pristine) = (nil, false)
        flushConstants()
        do {
            handle = try solver.add(added)
        } catch {
            throw reworded(LayoutError(error), adding: constraint, as: added)
        }
        needsSolve = true
        return handle
    }

    /// The solver's handle of the DSL constraint `constraint`, or `nil`
    /// when it is not in the system.
    func handle(of constraint: LayoutConstraint) -> ConstraintID? {
        takeAdoptedHandles()
        return handleTable[ObjectIdentifier(constraint)]
    }

    /// Keeps `handle` as the handle of `constraint`, the constraint at
    /// `index` of those ``addEverything(root:throwingFor:constraints:)``
    /// adds: in ``adoptedHandles`` while they are the build's, in the table
    /// once a lookup during the build (rewording a conflict) took them.
    private func keep(_ handle: ConstraintID?, of constraint: LayoutConstraint, at index: Int) {
        guard let handle else { return }
        if adoptedHandles != nil {
            adoptedHandles!.handles[index] = handle
        } else {
            handleTable[ObjectIdentifier(constraint)] = handle
        }
    }

    /// Puts the handles ``adopt(_:views:constraints:)`` or a build kept
    /// into the table.
    private func takeAdoptedHandles() {
        guard let adopted = adoptedHandles else { return }
        adoptedHandles = nil
        handleTable.reserveCapacity(handleTable.count + adopted.constraints.count)
        for (constraint, handle) in zip(adopted.constraints, adopted.handles) {
            if let handle { handleTable[ObjectIdentifier(constraint)] = handle }
        }
    }

    /// Removes a DSL constraint, if it is in the system.
    func remove(_ constraint: LayoutConstraint) {
        takeAdoptedHandles()
        guard let handle = handleTable.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        (template, pristine) = (nil, false)
        flushConstants()
        try? solver.remove(handle)
        needsSolve = true
    }

    /// Puts a DSL constraint's new constant and priority into the solver.
    func update(_ constraint: LayoutConstraint) throws(LayoutError) {
        remove(constraint)
        try add(constraint)
    }

    /// Gives a constraint the system made `constant` on its right side, in
    /// place (the solver's incremental constant edit). A required one that
    /// can no longer hold is kept as it was.
    ///
    /// The change waits in ``pendingConstants`` until the solver is next
    /// read or changed otherwise (``flushConstants()``), so that the changes
    /// of one layout pass (the root's size, the intrinsic sizes) are
    /// repaired in one pass of the dual simplex method.
    func setConstant(_ constant: Double, of handle: ConstraintID) {
        template = nil
        guard let constraint = solver.constraint(handle) else { return }
        guard constraint.rhs.constant != constant || pendingConstants.contains(where: { $0.constraint == handle })
        else { return }
        needsSolve = true
        pendingConstants.append((handle, constant))
    }

    /// Puts the waiting constant changes into the solver, at once when they
    /// can all be made, otherwise one at a time, keeping each that fails as
    /// it was.
    func flushConstants() {
        guard !pendingConstants.isEmpty else { return }
        do {
            try solver.updateConstants(pendingConstants)
        } catch {
            for (handle, constant) in pendingConstants { try? solver.updateConstant(of: handle, to: constant) }
        }
        pendingConstants.removeAll(keepingCapacity: true)
    }

    /// The expression of `attribute` of `view` (or of its safe area or
    /// margins) in the view's variables, making them if needed.
    ///
    /// When `mirrored`, horizontal positions are read in mirrored
    /// coordinates (x ↦ −x), where leading is the right edge and trailing
    /// the left one: so `a.leading == b.leading + 8` puts `a`'s right edge 8
    /// left of `b`'s, and every relation and constant of a right-to-left
    /// constraint reads as its left-to-right twin does. Widths are the same
    /// either way; otherwise leading is left and trailing right.
    func edgeExpression(
        _ attribute: LayoutAttribute, of view: HeadlessView, area: LayoutItem.Area, mirrored: Bool = false
    ) throws(LayoutError) -> EdgeExpression {
        let entryPlace = try place(for: view)
        let insets: EdgeInsets
        // Insets set after the layout was made (where nothing can throw)
        // are taken as numbers a constraint holds: a NaN or infinite one
        // would leave out every constraint that reads it.
        switch area {
        case .frame: insets = .zero
        case .safeArea: insets = LayoutNumber.insets(view.safeAreaInsets)
        case .margins: insets = LayoutNumber.insets(view.layoutMargins)
        }
        // Each edge is its variable plus this constant, as `left + insets.left`
        // and `right - insets.right` give it.
        let left = 0 + insets.left
        let right = 0 - insets.right
        let top = 0 + insets.top
        let bottom = 0 - insets.bottom
        let x: EdgeExpression
        switch attribute {
        case .top: return EdgeExpression(self, entryPlace, .top, constant: top)
        case .bottom: return EdgeExpression(self, entryPlace, .bottom, constant: bottom)
        case .centerY:
            return EdgeExpression(self, entryPlace, .top, 0.5, .bottom, 0.5, constant: top * 0.5 + bottom * 0.5)
        case .width: return EdgeExpression(self, entryPlace, .right, 1, .left, -1 * 1, constant: right + left * -1)
        case .height: return EdgeExpression(self, entryPlace, .bottom, 1, .top, -1 * 1, constant: bottom + top * -1)
        case .left, .leading:
            x =
                attribute == .leading && mirrored
                ? EdgeExpression(self, entryPlace, .right, constant: right)
                : EdgeExpression(self, entryPlace, .left, constant: left)
        case .right, .trailing:
            x =
                attribute == .trailing && mirrored
                ? EdgeExpression(self, entryPlace, .left, constant: left)
                : EdgeExpression(self, entryPlace, .right, constant: right)
        case .centerX: x = EdgeExpression(self, entryPlace, .left, 0.5, .right, 0.5, constant: left * 0.5 + right * 0.5)
        }
        return mirrored ? x.scaled(by: -1) : x
    }

    // MARK: - Views

    /// Puts each entry's place in ``storedPlaces``, at its view's key: a
    /// system built from a template has ``order`` alone until
    /// ``entryPlaces`` is first read or changed.
    private func fillPlacesFromOrder() {
        placesAreUnfilled = false
        storedPlaces.reserveCapacity(order.count)
        for (place, key) in order.enumerated() { storedPlaces[key] = place }
    }

    /// Puts back `saved`, the entries as a measurement found them; any
    /// entry made since goes with its place.
    func restoreEntries(_ saved: [Entry]) {
        entries = saved
        guard order.count > saved.count else { return }
        order.removeSubrange(saved.count...)
        entryLifetimes.removeSubrange(saved.count...)
        (storedPlaces, placesAreUnfilled, placedViews) = ([:], true, [])
        renewEntriesStamp()
    }

    /// Gives the entries a new mark, after taking some away: the places
    /// views keep for the old mark are then not used.
    func renewEntriesStamp() { entriesStamp = LayoutTransaction.nextStamp() }

    /// The place of `view`'s entry if it has one, kept on the view for the
    /// next lookup.
    ///
    /// - Complexity: O(1), and no hashing when the view's last lookup was
    ///   in these entries (see ``HeadlessView/cachedLayoutPlace``).
    @inline(__always)
    func existingPlace(of view: HeadlessView) -> Int? {
        if view.cachedLayoutPlace.stamp == entriesStamp { return view.cachedLayoutPlace.place }
        return lookUpPlace(of: view)
    }

    /// ``existingPlace(of:)`` when the view keeps none for these entries:
    /// a lookup in ``entryPlaces``, apart so that the usual case is inlined.
    @inline(never)
    private func lookUpPlace(of view: HeadlessView) -> Int? {
        guard let place = entryPlaces[ObjectIdentifier(view)] else { return nil }
        view.cachedLayoutPlace = (entriesStamp, place)
        return place
    }

    /// The view of the entry at `place`, or `nil` once it is gone.
    func view(at place: Int) -> HeadlessView? { entryLifetimes[place]?.view }

    /// The root's size as the solver takes it (`LayoutNumber.rect`).
    var solverRootSize: Size { LayoutNumber.rect(root.storedFrame).size }

    /// The place of `view`'s entry, made with its superview's first when
    /// missing.
    ///
    /// - Complexity: As ``existingPlace(of:)`` when it has one.
    func place(for view: HeadlessView) throws(LayoutError) -> Int {
        if let place = existingPlace(of: view) { return place }
        let key = ObjectIdentifier(view)
        var parent: Int?
        if let superview = view.superview { parent = try place(for: superview) }
        (template, pristine) = (nil, false)
        let name = view.layoutName
        let left = solver.makeVariable(named: name + ".left")
        let top = solver.makeVariable(named: name + ".top")
        let right = solver.makeVariable(named: name + ".right")
        let bottom = solver.makeVariable(named: name + ".bottom")
        var frameConstraints: [ConstraintID] = []
        var frameSize = Size.zero
        if view.translatesFrameIntoConstraints {
            flushConstants()
            let isFreeRoot = measuresHeightFreely && view === root
            let frame = LayoutNumber.rect(view.storedFrame)
            let x = parent.map { LinearExpression(entries[$0].left) + frame.minX } ?? LinearExpression(constant: 0)
            let y = parent.map { LinearExpression(entries[$0].top) + frame.minY } ?? LinearExpression(constant: 0)
            do {
                frameConstraints = [
                    try solver.add(Constraint(LinearExpression(left), .equal, x)),
                    try solver.add(Constraint(LinearExpression(top), .equal, y)),
                    try solver.add(Constraint(right - left, .equal, LinearExpression(constant: frame.width))),
                    try solver.add(
                        Constraint(
                            bottom - top, .equal, LinearExpression(constant: isFreeRoot ? 0 : frame.height),
                            priority: isFreeRoot ? .fittingSize : .required)),
                ]
            } catch {
                throw LayoutError(error)
            }
            frameSize = frame.size
        }
        let place = order.count
        entryPlaces[key] = place
        entries.append(
            Entry(
                left: left, top: top, right: right, bottom: bottom, frameConstraints: frameConstraints,
                frameSize: frameSize))
        entryLifetimes.append(view.lifetime)
        view.cachedLayoutPlace = (entriesStamp, place)
        order.append(key)
        if !view.translatesFrameIntoConstraints {
            if view.intrinsicHeightDependsOnWidth { widthDependent.append(key) }
            markIntrinsicDirty(key)
        }
        needsSolve = true
        return place
    }

    /// Makes the intrinsic-size constraints of `key`'s view match its
    /// current intrinsic size and priorities: the extent along each axis
    /// with a metric is at least the metric at the compression resistance
    /// priority and at most it at the hugging priority. A view whose height
    /// depends on its width (a label that wraps) has no compression
    /// resistance across: it wraps instead.
    func refreshIntrinsic(_ key: ObjectIdentifier, height: Double? = nil) {
        guard let place = entryPlaces[key], let view = view(at: place) else { return }
        var size = view.layoutIntrinsicSize
        if let height {
            size.height = height
        } else if view.intrinsicHeightDependsOnWidth, size.height >= 0, entries[place].intrinsicShape != nil {
            // Measure at the width the view had: when it keeps it (a cell
            // reused in a list) the guess is right and needs no second solve.
            let width = solvedWidth(place)
            if width > 0 { size.height = view.layoutIntrinsicHeight(forWidth: width) }
        }
        let shape = IntrinsicShape(
            hasWidth: size.width >= 0, hasHeight: size.height >= 0, wraps: view.intrinsicHeightDependsOnWidth,
            priorities: view.contentPriorities)
        defer {
            entries[place].intrinsicSize = size
            entries[place].intrinsicShape = shape
            needsSolve = true
        }
        if shape == entries[place].intrinsicShape {
            // The same constraints: each takes its axis's new metric, in place.
            for (handle, axis) in entries[place].intrinsic {
                setConstant(axis == .horizontal ? size.width : size.height, of: handle)
            }
            return
        }
        flushConstants()
        for (handle, _) in entries[place].intrinsic { try? solver.remove(handle) }
        entries[place].intrinsic = []
        let (left, top, right, bottom) =
            (entries[place].left, entries[place].top, entries[place].right, entries[place].bottom)
        let priorities = view.contentPriorities
        for (axis, metric) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] where metric >= 0 {
            let extent = axis == .horizontal ? right - left : bottom - top
            let value = LinearExpression(constant: metric)
            // A view that wraps gives way across by growing taller, so its
            // width only hugs.
            let wraps = axis == .horizontal && view.intrinsicHeightDependsOnWidth
            if !wraps,
                let handle = try? solver.add(
                    Constraint(extent, .greaterThanOrEqual, value, priority: priorities.compressionResistance(axis)))
            {
                entries[place].intrinsic.append((handle, axis))
            }
            if let handle = try? solver.add(
                Constraint(extent, .lessThanOrEqual, value, priority: priorities.hugging(axis)))
            {
                entries[place].intrinsic.append((handle, axis))
            }
        }
    }

    // MARK: - Solving

    /// Brings the root's size and every changed intrinsic size in, solves,
    /// and writes the frame of every view put into a layout.
    ///
    /// Views whose intrinsic height depends on their width (labels that
    /// wrap) are measured again at the width they got, and the system solved
    /// again, up to three times, until no height changes. Does nothing while
    /// the system is busy (see ``isBusy``).
    func solve() {
        guard !isBusy else { return }
        isBusy = true
        defer { isBusy = false }
        solveChanges()
    }

    /// ``solve()``, for a caller that marked the system busy.
    func solveChanges() {
        // Every change that needs a solve says so: a root of a new size
        // (``HeadlessView/frameWasSet()``), an intrinsic size marked as
        // changed, a constraint or a view added or removed. Frames written
        // from a ``SolvedLayout`` leave the solver behind until then.
        guard needsSolve else { return }
        // The first solve of a system built from a template starts from
        // the template's first solve when it can.
        let shapes = template == nil ? nil : adoptSolvedTemplate()
        // Only constants changed since a solve of a compiled shape: no
        // simplex.
        if shapes == nil, solveCompiled() { return }
        syncRootSize()
        refreshDirtyIntrinsics()
        flushConstants()
        solver.updateVariables()
        hasUntakenSolve = settleWidthDependentHeights()
        hasUntakenCompiledSolve = false
        if let shapes { rememberSolve(shapes) }
        writeFrames()
        if let rootPlace = existingPlace(of: root) { solvedRootSize = solvedFrame(rootPlace).size }
        laidOutSize = root.storedFrame.size
        needsSolve = false
        compileIfUseful()
    }

    /// Measures the views whose intrinsic height depends on their width at
    /// the width they got, and solves again while any height changed (three
    /// rounds at most). Returns whether every height is the one measured at
    /// the width solved.
    @discardableResult
    func settleWidthDependentHeights() -> Bool {
        for _ in 0..<3 {
            var changed = false
            for key in widthDependent {
                guard let place = entryPlaces[key], let view = view(at: place) else { continue }
                let height = view.layoutIntrinsicHeight(forWidth: solvedWidth(place))
                if height != entries[place].intrinsicSize.height {
                    refreshIntrinsic(key, height: height)
                    changed = true
                }
            }
            if !changed { return true }
            flushConstants()
            solver.updateVariables()
        }
        for key in widthDependent {
            guard let place = entryPlaces[key], let view = view(at: place) else { continue }
            if view.layoutIntrinsicHeight(forWidth: solvedWidth(place)) != entries[place].intrinsicSize.height {
                return false
            }
        }
        return true
    }

    /// The width the solver gives the entry at `place`, unsnapped.
    func solvedWidth(_ place: Int) -> Double {
        solver.value(of: entries[place].right) - solver.value(of: entries[place].left)
    }

    /// Marks the intrinsic size of `key`'s view as perhaps changed.
    func markIntrinsicDirty(_ key: ObjectIdentifier) {
        dirtyIntrinsic.insert(key)
        intrinsicMarks &+= 1
    }

    /// Makes room in ``dirtyIntrinsic`` for `count` marks.
    func reserveIntrinsicMarks(_ count: Int) { dirtyIntrinsic.reserveCapacity(count) }

    /// Brings in the intrinsic sizes that may have changed.
    func refreshDirtyIntrinsics() {
        for key in dirtyIntrinsic { refreshIntrinsic(key) }
        dirtyIntrinsic.removeAll()
    }

    /// Makes the root's size constraints hold its current frame's size.
    func syncRootSize() {
        guard let place = existingPlace(of: root), entries[place].frameConstraints.count == 4,
            entries[place].frameSize != root.storedFrame.size
        else { return }
        let size = solverRootSize
        setConstant(size.width, of: entries[place].frameConstraints[2])
        if !measuresHeightFreely { setConstant(size.height, of: entries[place].frameConstraints[3]) }
        entries[place].frameSize = root.storedFrame.size
    }

    /// The solved frame of the entry at `place`, in the root's coordinates.
    /// Each edge within 10⁻⁶ of a multiple of 1/1024 point is put on it, so
    /// that the rounding of the simplex steps does not show (60, not
    /// 59.99999999).
    func solvedFrame(_ place: Int) -> Rect {
        let left = Self.snapped(solver.value(of: entries[place].left))
        let top = Self.snapped(solver.value(of: entries[place].top))
        let right = Self.snapped(solver.value(of: entries[place].right))
        let bottom = Self.snapped(solver.value(of: entries[place].bottom))
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `value` on the nearest multiple of 1/1024 when within 10⁻⁶ of it.
    ///
    /// The nearest multiple is found by adding and taking away 1.5 × 2⁵²,
    /// which rounds to an integer in one addition for any magnitude below
    /// 2⁵¹ (a halfway value goes to even rather than away from 0, but one
    /// is never within 10⁻⁶ of the grid). For a value of magnitude 2⁴¹ or
    /// more (2⁵¹ scaled) the sum may be off, but two different numbers that
    /// large are 1/4096 apart or more, so what it gives is the value itself
    /// or far from it, and the value is kept; an infinity or a NaN gives a
    /// NaN difference, and is kept too. Written with no branch, so that a
    /// loop of snaps (``CompiledLayout/snap(_:)``) runs as vector
    /// arithmetic.
    nonisolated static func snapped(_ value: Double) -> Double {
        let magic = 6_755_399_441_055_744.0  // 1.5 × 2⁵²
        let grid = ((value * 1024 + magic) - magic) / 1024
        return (grid - value).magnitude < 1e-6 ? grid : value
    }

    /// Writes the frame of every view put into a layout, relative to its
    /// superview.
    func writeFrames() {
        for place in order.indices {
            guard let view = view(at: place), !view.translatesFrameIntoConstraints else { continue }
            view.storedFrame = solvedFrameInSuperview(place, of: view)
        }
    }

    /// The solved frame of `view`, whose entry is at `place`, relative to
    /// its superview, as ``writeFrames()`` writes it.
    func solvedFrameInSuperview(_ place: Int, of view: HeadlessView) -> Rect {
        var frame = solvedFrame(place)
        if let superview = view.superview, let parent = existingPlace(of: superview) {
            frame.origin.x -= Self.snapped(solver.value(of: entries[parent].left))
            frame.origin.y -= Self.snapped(solver.value(of: entries[parent].top))
        }
        return frame
    }

    /// `error`, which the solver threw when given `constraint` as `added`,
    /// in the DSL's words: each constraint it quotes as the layout wrote it
    /// (`title.top == avatar.bottom + 8 (required)`), not as the solver
    /// holds it (`title.top - avatar.bottom - 8 == 0 (required)`).
    func reworded(_ error: LayoutError, adding constraint: LayoutConstraint, as added: Constraint) -> LayoutError {
        guard error.kind == .conflictingConstraints else {
            // A bad number or priority: the message quotes `added`.
            return LayoutError(
                error.kind, error.message.replacing(added.description, with: constraint.description),
                conflicts: error.conflicts)
        }
        var words: [String: String] = [:]
        root.forEachViewInTree { view in
            for made in view.constraintList {
                guard let handle = handle(of: made), let solved = solver.constraint(handle) else {
                    continue
                }
                words[solved.description] = made.description
            }
        }
        var conflicts = error.conflicts
        if !conflicts.isEmpty { conflicts[0] = constraint.description }
        conflicts = conflicts.map { words[$0] ?? $0 }
        return LayoutError(.conflictingConstraints, "Conflicting required constraints:", conflicts: conflicts)
    }
}
