import ConstraintSolver
import TestSupport
import Testing

@testable import HeadlessViews

/// Seeded random trees of views laid out with the DSL: every frame is
/// generated first, then stated as required constraints in a random order and
/// in random forms (to the parent, to a sibling, as a size), with random
/// weaker constraints that must not move anything; the solved frames must be
/// the generated ones. A failure names its seed.
@MainActor
@Suite("Constraint layout: seeded random trees recover their frames")
struct LayoutPropertyTests {
    struct Node {
        let view: HeadlessView
        let frame: Rect
        let children: [Int]
    }

    @Test("Random nested rectangles", arguments: 1...60)
    func randomTree(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let root = makeRoot(1_000, 1_000)
        // Generate: up to 3 levels, each child inside its parent.
        var nodes: [Node] = []
        func grow(_ parent: Rect, depth: Int) -> [Int] {
            guard depth < 3 else { return [] }
            var made: [Int] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let width = Double(Int.random(in: 1...max(1, Int(parent.width) - 1), using: &random))
                let height = Double(Int.random(in: 1...max(1, Int(parent.height) - 1), using: &random))
                let x = Double(Int.random(in: 0...Int(parent.width - width), using: &random))
                let y = Double(Int.random(in: 0...Int(parent.height - height), using: &random))
                let frame = Rect(x: x, y: y, width: width, height: height)
                let index = nodes.count
                nodes.append(Node(view: HeadlessView(identifier: "v\(index)"), frame: frame, children: []))
                let children = grow(Rect(x: 0, y: 0, width: width, height: height), depth: depth + 1)
                nodes[index] = Node(view: nodes[index].view, frame: frame, children: children)
                made.append(index)
            }
            return made
        }
        let top = grow(root.frame, depth: 0)

        func layOut(_ layout: ViewLayout<HeadlessView>, _ indices: [Int]) {
            for index in indices.shuffled(using: &random) {
                let node = nodes[index]
                let sibling = indices.filter { $0 != index }.randomElement(using: &random).map { nodes[$0] }
                layout.put(node.view) { view in
                    var statements: [() -> Void] = [
                        { view.width.equal(with: node.frame.width, priority: .required) },
                        { view.height.equal(with: node.frame.height, priority: .required) },
                    ]
                    if let sibling, random.chance(0.5) {
                        statements.append {
                            view.left.distance(
                                to: sibling.view.layout.left, at: node.frame.minX - sibling.frame.minX,
                                priority: .required)
                            view.left.equal(with: sibling.view.layout.left, priority: ConstraintPriority(500))
                        }
                    }
                    statements.append { view.left.distanceToParent(at: node.frame.minX, priority: .required) }
                    statements.append { view.top.distanceToParent(at: node.frame.minY, priority: .required) }
                    statements.append { view.centerY.equalWithParent(priority: .low) }
                    statements.append { view.height.moreThan(2_000, priority: .fittingSize) }
                    for statement in statements.shuffled(using: &random) { statement() }
                    layOut(view, node.children)
                }
            }
        }
        try root.makeLayout { layOut($0, top) }
        root.layoutIfNeeded()
        for node in nodes {
            #expect(node.view.frame == node.frame, "seed \(seed): \(node.view.layoutName)")
        }
    }
}
