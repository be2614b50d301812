import ConstraintSolver
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
                // another constraint shows.
                #expect(solved.rhs.constant == constraint.constant, "\(constraint)")
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
