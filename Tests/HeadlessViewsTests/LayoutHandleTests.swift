import ConstraintSolver
import TestSupport
import Testing

@testable import HeadlessViews

/// A layout system keeps the solver's handle of each DSL constraint it
/// adds, which editing or removing the constraint later needs. A build
/// keeps them in the constraints' order and looks them up only when asked;
/// these tests hold it to giving each constraint its own handle.
@MainActor
@Suite("A layout system's handles of the DSL's constraints")
struct LayoutHandleTests {
    @Test("A tree built constraint by constraint finds each constraint's own handle")
    func bigTreeHandles() throws {
        // More views than a template takes: built constraint by constraint.
        let count = LayoutTemplate.largestTree + 20
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 1_000)
        let views = (0..<count).map { HeadlessView(identifier: "view\($0)") }
        try root.makeLayout { layout in
            for (index, view) in views.enumerated() {
                layout.put(view) { view in
                    if index > 0 {
                        view.top.distance(to: views[index - 1].layout.bottom, at: Double(index), priority: .required)
                    } else {
                        view.top.distanceToParent(at: 8, priority: .required)
                    }
                    view.left.distanceToParent(at: Double(index % 7), priority: .required)
                    view.height.moreThan(Double(20 + index), priority: .high)
                }
            }
        }
        root.layoutIfNeeded()
        let system = try #require(root.layoutSystem)
        var handles = Set<ConstraintID>()
        for view in views {
            for constraint in view.constraints {
                let handle = try #require(system.handle(of: constraint))
                handles.insert(handle)
                let solved = try #require(system.solver.constraint(handle))
                // The constants differ from view to view, so a handle of
                // another constraint shows. The solver holds the constant
                // on either side (it is given `first − second relation 0`):
                // what counts is the right side's less the left's.
                #expect(solved.rhs.constant - solved.lhs.constant == constraint.constant, "\(constraint)")
                #expect(solved.relation == constraint.relation, "\(constraint)")
                #expect(solved.priority == constraint.priority, "\(constraint)")
            }
        }
        #expect(handles.count == 3 * count)
    }

    @Test("A required constraint that no longer holds in a rebuild leaves the later ones editable")
    func editAfterConflictInRebuild() throws {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        // Held by its frame: 60 tall, then 80 once the system is rebuilt.
        let frame = HeadlessView(identifier: "frame")
        frame.frame = Rect(x: 0, y: 0, width: 50, height: 60)
        root.addSubview(frame)
        let box = HeadlessView(identifier: "box")
        try root.makeLayout { layout in
            layout.put(box) { box in
                box.height.equal(with: frame.layout.height, priority: .required)
                box.height.equal(with: 60, priority: .required)
                box.width.equal(with: 100, priority: .required)
                box.top.distanceToParent(at: 10, priority: .required)
                box.left.distanceToParent(at: 10, priority: .required)
            }
        }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 10, width: 100, height: 60))
        frame.frame.size.height = 80
        // Rebuilt: the fixed height conflicts and is left out (its conflict
        // worded, which looks up the handles kept so far), and the width
        // after it is added with its handle kept.
        root.invalidateLayoutSystem()
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 10, width: 100, height: 80))
        // Edited in place: found by its handle, or the old width would stay
        // beside the new one and conflict.
        try root.makeAndEditLayout { layout in
            layout.put(box) { $0.width.equal(with: 120, priority: .required) }
        }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 10, width: 120, height: 80))
    }
}

/// Seeded trees bigger than a template takes, rebuilt with required
/// constraints that no longer hold, then edited: every constraint's handle
/// stays its own.
@MainActor
@Suite("A big tree's handles through conflicts and edits")
struct LayoutHandlePropertyTests {
    /// Every constraint of `views` in the system has its own handle, whose
    /// solver constraint has its relation, priority and constant; returns
    /// how many are in.
    private static func checkHandles(
        _ root: HeadlessView, _ views: [HeadlessView], seed: UInt64
    ) throws -> Int {
        let system = try #require(root.layoutSystem)
        var handles = Set<ConstraintID>()
        for view in views {
            for constraint in view.constraints {
                guard let handle = system.handle(of: constraint) else { continue }
                #expect(handles.insert(handle).inserted, "seed \(seed): \(constraint) shares a handle")
                let solved = try #require(system.solver.constraint(handle))
                // The right side's constant less the left's, on whichever
                // side the solver holds it (see `bigTreeHandles`).
                #expect(
                    solved.rhs.constant - solved.lhs.constant == constraint.constant, "seed \(seed): \(constraint)")
                #expect(solved.relation == constraint.relation, "seed \(seed): \(constraint)")
                #expect(solved.priority == constraint.priority, "seed \(seed): \(constraint)")
            }
        }
        return handles.count
    }

    @Test("Handles after a rebuild with conflicts and after edits", arguments: 1...3 as ClosedRange<UInt64>)
    func handlesThroughConflictsAndEdits(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 1_000)
        // Views held by their frames, whose heights the chain follows.
        let frames = (0..<4).map { index in
            let view = HeadlessView(identifier: "frame\(index)")
            view.frame = Rect(x: 0, y: 0, width: 10, height: Double(30 + 10 * index))
            root.addSubview(view)
            return view
        }
        let count = LayoutTemplate.largestTree + 10
        let views = (0..<count).map { HeadlessView(identifier: "view\($0)") }
        // A few views follow a frame (each conflict is explained, which
        // takes a while in a tree this big).
        let follows = views.indices.map { _ in
            Int.random(in: 0..<40, using: &random) == 0 ? Int.random(in: 0..<frames.count, using: &random) : -1
        }
        try root.makeLayout { layout in
            for (index, view) in views.enumerated() {
                layout.put(view) { view in
                    if index > 0 {
                        view.top.distance(to: views[index - 1].layout.bottom, at: 8, priority: .required)
                    } else {
                        view.top.distanceToParent(at: 8, priority: .required)
                    }
                    view.left.distanceToParent(at: Double(index % 5), priority: .required)
                    if follows[index] >= 0 {
                        let frame = frames[follows[index]]
                        view.height.equal(with: frame.layout.height, priority: .required)
                        // Holds until the frame's height changes.
                        view.height.equal(with: frame.frame.height, priority: .required)
                    } else {
                        view.height.moreThan(Double(20 + index % 9), priority: .high)
                    }
                }
            }
        }
        root.layoutIfNeeded()
        let allIn = try Self.checkHandles(root, views, seed: seed)
        #expect(allIn == views.reduce(0) { $0 + $1.constraints.count }, "seed \(seed)")

        // Some frames change height: rebuilt, each fixed height after a
        // followed one that moved is left out.
        for frame in frames where Bool.random(using: &random) { frame.frame.size.height += 15 }
        root.invalidateLayoutSystem()
        root.layoutIfNeeded()
        let leftOut = views.indices.filter { index in
            follows[index] >= 0 && views[index].frame.height != views[index].constraints[3].constant
        }
        let rebuiltIn = try Self.checkHandles(root, views, seed: seed)
        #expect(rebuiltIn == allIn - leftOut.count, "seed \(seed)")

        // Edited in place: each edit finds the old gap by its handle (an
        // old gap left beside a new one would conflict and throw).
        var gaps = [Double](repeating: 8, count: count)
        for _ in 0..<3 {
            // Distinct views: a second put of one view in the same edit
            // would add its gap again.
            let edited = Array(Set((0..<8).map { _ in Int.random(in: 1..<count, using: &random) })).sorted()
            try root.makeAndEditLayout { layout in
                for index in edited {
                    gaps[index] = Double(Int.random(in: 0...30, using: &random))
                    let gap = gaps[index]
                    layout.put(views[index]) {
                        $0.top.distance(to: views[index - 1].layout.bottom, at: gap, priority: .required)
                    }
                }
            }
            root.layoutIfNeeded()
            #expect(try Self.checkHandles(root, views, seed: seed) == rebuiltIn, "seed \(seed)")
            for index in 1..<count {
                #expect(views[index].frame.minY == views[index - 1].frame.maxY + gaps[index], "seed \(seed)")
            }
        }
    }
}
