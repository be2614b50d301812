import ConstraintSolver

/// A constraint system compiled once per shape of tree, for every later
/// tree of that shape to start from: the solver as ``LayoutSystem/build(root:throwingFor:)``
/// left it, and (once one such tree was laid out) as its first solve left
/// it, with the intrinsic constraints in and the simplex's basis optimal.
///
/// A new cell of a list, or a new feed item, then costs a copy of the
/// solver (copy on write) and the dual simplex's repair of the constants
/// that differ (the root's width, the labels' sizes), instead of adding
/// every constraint one by one and solving from nothing; when the shape or
/// the active inequalities differ, the simplex finds the new optimum from
/// there, as for any constant change.
///
/// Two trees share a template when their ``Key``s are equal: the same views
/// in the same places (names, flags, frames that are inputs, insets,
/// margins, directions) and the same constraints between the same places,
/// with the same constants and priorities. Everything the build adds to the
/// solver follows from the key, so the copy is the build's solver exactly.
@MainActor
final class LayoutTemplate {
    /// What a tree must share with another to start from its system.
    struct Key: Hashable {
        /// Per view, depth first: its name, subview count, flags, and the
        /// numbers its variables' expressions or frame constraints hold.
        var views: [ViewKey] = []
        /// Every DSL constraint in the tree, in the order the build adds
        /// them, with views as places.
        var constraints: [ConstraintKey] = []
        /// The extra terms of every constraint that has some, in the order
        /// of ``constraints``: kept apart, so that a constraint's key holds
        /// no array and copies and compares as plain numbers.
        var terms: [TermKey] = []
        var measuresHeightFreely = false

        /// Hashes the counts and a cheap fold of each constraint's places,
        /// constant and priority, not every field through the hasher: a
        /// lookup of a cached template then costs about one comparison of
        /// keys, and keys that differ differ in these numbers but for keys
        /// that differ only in names, flags or insets.
        func hash(into hasher: inout Hasher) {
            hasher.combine(views.count)
            hasher.combine(constraints.count)
            hasher.combine(measuresHeightFreely)
            // FNV-1a over 64-bit words.
            let prime: UInt64 = 0x100_0000_01b3
            var fold: UInt64 = 0xcbf2_9ce4_8422_2325
            for constraint in constraints {
                fold = (fold ^ UInt64(bitPattern: Int64(constraint.first.place))) &* prime
                fold = (fold ^ UInt64(bitPattern: Int64(constraint.second?.place ?? -2))) &* prime
                // +0 for −0: equal numbers hash alike.
                fold = (fold ^ (constraint.constant + 0).bitPattern) &* prime
                fold = (fold ^ (constraint.priority + 0).bitPattern) &* prime
            }
            hasher.combine(fold)
        }
    }

    struct ViewKey: Hashable {
        var name: String
        var subviews: Int
        var translatesFrame: Bool
        var wraps: Bool
        var frame: Rect?
        var safeArea: EdgeInsets
        var margins: EdgeInsets
        var direction: LayoutDirection?
    }

    struct ItemKey: Hashable {
        /// The view's place, or −1 when it is gone or in another tree.
        var place: Int
        var attribute: LayoutAttribute
        var area: LayoutItem.Area
    }

    struct ConstraintKey: Hashable {
        var first: ItemKey
        var relation: ConstraintRelation
        var second: ItemKey?
        var multiplier: Double
        var constant: Double
        var priority: Double
        /// How many of the key's ``Key/terms`` are this constraint's.
        var extraTerms: Int
    }

    struct TermKey: Hashable {
        var item: ItemKey
        var coefficient: Double
    }

    /// The system after its build: the solver, the entries in the order
    /// made and each one's view's place in the key, the handle of each DSL
    /// constraint by its index in the key, the wrapping views' places.
    let built: ConstraintSolver
    let entries: [LayoutSystem.Entry]
    let viewPlaces: [Int]
    let handles: [ConstraintID?]
    let widthDependent: [Int]
    /// Each entry's superview's index in the entries' order (−1 for none),
    /// as ``LayoutSystem/parentPlaces``.
    let parentPlaces: [Int]

    /// The system after the first solve of a tree built from this
    /// template, and what that solve started from.
    var solved: SolvedSystem?

    /// A template's system after a first solve: an object, so that reading
    /// it retains one reference rather than copying the solver's tables.
    final class SolvedSystem {
        let solver: ConstraintSolver
        /// The entries in the built system's order.
        let entries: [LayoutSystem.Entry]
        /// Whether the root's height was free.
        let measuresHeightFreely: Bool
        /// Each entry's intrinsic shape.
        let shapes: [IntrinsicShape?]

        init(
            solver: ConstraintSolver, entries: [LayoutSystem.Entry], measuresHeightFreely: Bool,
            shapes: [IntrinsicShape?]
        ) {
            (self.solver, self.entries, self.measuresHeightFreely, self.shapes) =
                (solver, entries, measuresHeightFreely, shapes)
        }
    }

    /// The system of this shape compiled into arithmetic, one per affine
    /// piece met, the last one used first; see ``CompiledLayout``.
    /// (Unchecked exclusivity, as ``fittingCompiled``: read once per
    /// measurement or solve, and changed by an append or a swap that calls
    /// out to nothing.)
    @exclusivity(unchecked) var compiled: [CompiledLayout] = []
    /// How many compilations were tried, at most ``compileLimit``: a
    /// layout that is not unique is not compiled, nor tried forever.
    var compileAttempts = 0
    static let compileLimit = 8
    /// The measurement at a fixed width of a system of this shape whose
    /// height is held (``LayoutSystem/fittingSize(width:fixed:)``: the
    /// height freed and pulled towards 0) compiled into arithmetic, one per
    /// affine piece met, the last one used first; and how many compilations
    /// of it were tried, at most ``compileLimit``. A system whose height is
    /// already free measures by ``compiled``.
    @exclusivity(unchecked) var fittingCompiled: [CompiledLayout] = []
    var fittingCompileAttempts = 0

    /// Puts `piece` first among the ``compiled`` pieces, or the
    /// ``fittingCompiled`` ones when `fitting`, gathering its inputs as an
    /// earlier piece that reads the same ones does (see
    /// ``CompiledLayout/gatherAsFirstAlike(in:)``).
    ///
    /// - Complexity: O(*p* × (*i* + *v*)) for *p* pieces, *i* inputs and
    ///   *v* views; once per piece.
    func add(_ piece: CompiledLayout, fitting: Bool = false) {
        piece.gatherAsFirstAlike(in: compiled + fittingCompiled)
        if fitting {
            fittingCompiled.insert(piece, at: 0)
        } else {
            compiled.insert(piece, at: 0)
        }
    }

    init(
        built: ConstraintSolver, entries: [LayoutSystem.Entry], viewPlaces: [Int], handles: [ConstraintID?],
        widthDependent: [Int], parentPlaces: [Int]
    ) {
        self.built = built
        self.entries = entries
        self.viewPlaces = viewPlaces
        self.handles = handles
        self.widthDependent = widthDependent
        self.parentPlaces = parentPlaces
    }

    /// The templates made so far, by key; at most ``capacity``, the oldest
    /// dropped first.
    static var cache: [Key: LayoutTemplate] = [:]
    static var cacheOrder: [Key] = []
    static let capacity = 32
    /// The most views a tree may have to make or take a template: cells
    /// and items are small and many; a large tree (a screen, a long chain)
    /// is built once, and its solver is not worth keeping.
    static let largestTree = 256

    static func remember(_ template: LayoutTemplate, for key: Key) {
        if cache.updateValue(template, forKey: key) == nil { cacheOrder.append(key) }
        if cacheOrder.count > capacity { cache[cacheOrder.removeFirst()] = nil }
    }
}
