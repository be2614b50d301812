import TestSupport
import Testing

@testable import ConstraintSolver

/// Random nested rectangles and the required constraints that pin them.
struct RandomLayout {
    /// A generated rectangle, in the solver's numbers.
    struct Frame {
        var minX, minY, width, height: Double

        init(x: Double, y: Double, width: Double, height: Double) {
            (minX, minY, self.width, self.height) = (x, y, width, height)
        }

        var maxX: Double { minX + width }
        var maxY: Double { minY + height }
    }

    /// A rectangle's four variables and its generated frame.
    struct Box {
        var left, top, width, height: Variable
        var frame: Frame
    }

    var solver = ConstraintSolver()
    var boxes: [Box] = []
    /// Required constraints that determine every box exactly.
    var constraints: [Constraint] = []

    init(boxes count: Int, using generator: inout SeededGenerator) {
        for index in 0..<count {
            let parent = index == 0 ? nil : boxes[Int.random(in: 0..<index, using: &generator)]
            let frame: Frame
            if let parent {
                let width = Double(Int.random(in: 0...Int(parent.frame.width), using: &generator))
                let height = Double(Int.random(in: 0...Int(parent.frame.height), using: &generator))
                let x =
                    parent.frame.minX + Double(Int.random(in: 0...Int(parent.frame.width - width), using: &generator))
                let y =
                    parent.frame.minY + Double(Int.random(in: 0...Int(parent.frame.height - height), using: &generator))
                frame = Frame(x: x, y: y, width: width, height: height)
            } else {
                frame = Frame(x: 0, y: 0, width: 1_000, height: 2_000)
            }
            let box = Box(
                left: solver.makeVariable(named: "box\(index).left"),
                top: solver.makeVariable(named: "box\(index).top"),
                width: solver.makeVariable(named: "box\(index).width"),
                height: solver.makeVariable(named: "box\(index).height"), frame: frame)
            boxes.append(box)
            if let parent {
                constraints += Self.pin(
                    box.left, box.width, frame.minX, frame.width, parent.left, parent.width, parent.frame.minX,
                    parent.frame.width, using: &generator)
                constraints += Self.pin(
                    box.top, box.height, frame.minY, frame.height, parent.top, parent.height, parent.frame.minY,
                    parent.frame.height, using: &generator)
                // Redundant inequalities that hold: the box is inside its parent.
                constraints.append(Constraint(box.left, .greaterThanOrEqual, LinearExpression(parent.left)))
                constraints.append(
                    Constraint(
                        box.top + LinearExpression(box.height), .lessThanOrEqual,
                        parent.top + LinearExpression(parent.height)))
            } else {
                constraints += [
                    Constraint(box.left, .equal, frame.minX), Constraint(box.top, .equal, frame.minY),
                    Constraint(box.width, .equal, frame.width), Constraint(box.height, .equal, frame.height),
                ]
            }
        }
        constraints.shuffle(using: &generator)
    }

    /// Two independent equations, chosen at random from leading inset,
    /// trailing inset, fixed length and centre offset, that fix `start` and
    /// `length` at their generated values.
    static func pin(
        _ start: Variable, _ length: Variable, _ startValue: Double, _ lengthValue: Double,
        _ parentStart: Variable, _ parentLength: Variable, _ parentStartValue: Double, _ parentLengthValue: Double,
        using generator: inout SeededGenerator
    ) -> [Constraint] {
        let leading = Constraint(start, .equal, parentStart + (startValue - parentStartValue))
        let trailing = Constraint(
            start + LinearExpression(length), .equal,
            parentStart + LinearExpression(parentLength)
                - (parentStartValue + parentLengthValue - startValue - lengthValue))
        let fixed = Constraint(length, .equal, lengthValue)
        let centre = Constraint(
            LinearExpression(start) + 0.5 * length, .equal,
            LinearExpression(parentStart) + 0.5 * parentLength
                + (startValue + lengthValue / 2 - parentStartValue - parentLengthValue / 2))
        return Array([leading, trailing, fixed, centre].shuffled(using: &generator).prefix(2))
    }

    /// The solved frames, after `updateVariables`.
    func solvedFrames() -> [Frame] {
        boxes.map {
            Frame(
                x: solver.value(of: $0.left), y: solver.value(of: $0.top), width: solver.value(of: $0.width),
                height: solver.value(of: $0.height))
        }
    }

    static func close(_ a: [Frame], _ b: [Frame]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { a, b in
                abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
                    && abs(a.height - b.height) < 1e-6
            }
    }
}

@Suite("Constraint solver: seeded random layouts")
struct SolverPropertyTests {
    @Test("Shuffled required constraints give back every generated frame", arguments: 1...40 as ClosedRange<UInt64>)
    func determined(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var layout = RandomLayout(boxes: Int.random(in: 1...25, using: &generator), using: &generator)
        for constraint in layout.constraints { try layout.solver.add(constraint) }
        layout.solver.updateVariables()
        let expected = layout.boxes.map(\.frame)
        #expect(RandomLayout.close(layout.solvedFrames(), expected), "seed \(seed)")
        #expect(!layout.solver.hasAmbiguousLayout, "seed \(seed)")
    }

    @Test("Random non-required constraints move nothing", arguments: 1...30 as ClosedRange<UInt64>)
    func weakConstraintsMoveNothing(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var layout = RandomLayout(boxes: Int.random(in: 2...20, using: &generator), using: &generator)
        for constraint in layout.constraints { try layout.solver.add(constraint) }
        var added: [ConstraintID] = []
        for _ in 0..<Int.random(in: 1...30, using: &generator) {
            let box = layout.boxes.randomElement(using: &generator)!
            let variable = [box.left, box.top, box.width, box.height].randomElement(using: &generator)!
            let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &generator)!
            let priority = ConstraintPriority(Double(Int.random(in: 1...999, using: &generator)))
            let value = Double(Int.random(in: -500...3_000, using: &generator))
            added.append(try layout.solver.add(Constraint(variable, relation, value, priority: priority)))
        }
        layout.solver.updateVariables()
        #expect(RandomLayout.close(layout.solvedFrames(), layout.boxes.map(\.frame)), "seed \(seed)")
        // Removing them, in a random order, also moves nothing.
        for id in added.shuffled(using: &generator) { try layout.solver.remove(id) }
        layout.solver.updateVariables()
        #expect(RandomLayout.close(layout.solvedFrames(), layout.boxes.map(\.frame)), "seed \(seed)")
        #expect(layout.solver.constraintCount == layout.constraints.count, "seed \(seed)")
    }

    @Test(
        "Removing a box's constraints and adding them back restores its frame", arguments: 1...20 as ClosedRange<UInt64>
    )
    func removeAndAddBack(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var layout = RandomLayout(boxes: Int.random(in: 2...20, using: &generator), using: &generator)
        var ids: [ConstraintID] = []
        for constraint in layout.constraints { ids.append(try layout.solver.add(constraint)) }
        let removed = Array(ids.indices.shuffled(using: &generator).prefix(ids.count / 2))
        for index in removed { try layout.solver.remove(ids[index]) }
        #expect(layout.solver.constraintCount == ids.count - removed.count, "seed \(seed)")
        for index in removed.shuffled(using: &generator) { try layout.solver.add(layout.constraints[index]) }
        layout.solver.updateVariables()
        #expect(RandomLayout.close(layout.solvedFrames(), layout.boxes.map(\.frame)), "seed \(seed)")
    }

    @Test(
        "A planted contradiction throws a minimal conflict naming it and leaves the solver as it was",
        arguments: 1...25 as ClosedRange<UInt64>)
    func plantedContradiction(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var layout = RandomLayout(boxes: Int.random(in: 2...15, using: &generator), using: &generator)
        for constraint in layout.constraints { try layout.solver.add(constraint) }
        // Some weak preferences too, so that the objective is not empty.
        for box in layout.boxes { try layout.solver.add(Constraint(box.width, .equal, 0, priority: .low)) }
        layout.solver.updateVariables()
        let before = layout.solver
        let frames = layout.solvedFrames()
        let box = layout.boxes.randomElement(using: &generator)!
        let planted: Constraint
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: planted = Constraint(box.width, .equal, box.frame.width + 5)
        case 1: planted = Constraint(box.left, .greaterThanOrEqual, box.frame.minX + 1)
        default:
            planted = Constraint(
                box.top + LinearExpression(box.height), .lessThanOrEqual, LinearExpression(constant: box.frame.maxY - 2)
            )
        }
        let error = #expect(throws: SolverError.self, "seed \(seed)") { try layout.solver.add(planted) }
        let conflicts = try #require(error?.conflicts, "seed \(seed)")
        #expect(error?.kind == .conflictingConstraints, "seed \(seed)")
        #expect(conflicts.first == planted.description, "seed \(seed)")
        // The named constraints are ones that were added, they contradict
        // the planted one, and each is needed for that.
        let byDescription = Dictionary(layout.constraints.map { ($0.description, $0) }, uniquingKeysWith: { a, _ in a })
        let named = try conflicts.dropFirst().map { try #require(byDescription[$0], "seed \(seed): \($0)") }
        #expect(!named.isEmpty, "seed \(seed)")
        #expect(!ConstraintSolver.canHold(named + [planted]), "seed \(seed)")
        for index in named.indices {
            var fewer = named
            fewer.remove(at: index)
            #expect(ConstraintSolver.canHold(fewer + [planted]), "seed \(seed): \(named[index]) is not needed")
        }
        // Unchanged: same frames, same counts, and the same answers after
        // the same further edits as a copy taken before.
        layout.solver.updateVariables()
        #expect(RandomLayout.close(layout.solvedFrames(), frames), "seed \(seed)")
        #expect(layout.solver.constraintCount == before.constraintCount, "seed \(seed)")
        #expect(layout.solver.nextSerial == before.nextSerial, "seed \(seed)")
        var copy = before
        let probe = Constraint(box.height, .equal, 7, priority: .high)
        try layout.solver.add(probe)
        try copy.add(probe)
        layout.solver.updateVariables()
        copy.updateVariables()
        #expect(
            layout.boxes.allSatisfy { layout.solver.value(of: $0.height) == copy.value(of: $0.height) }, "seed \(seed)")
    }
}
