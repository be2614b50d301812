import ConstraintSolver
import TestSupport
import Testing

@testable import HeadlessViews

/// Seeded trees laid out left to right and right to left: a tree whose
/// horizontal constraints are all leading and trailing (anchors, format
/// strings, margins, stacks) lays out right to left as the mirror image of
/// itself left to right, each frame `x ↦ width − x` in its superview, when
/// its left and right margins are swapped too (they are physical, as
/// UIKit's `layoutMargins` are). The oracle is the left-to-right layout.
@MainActor
@Suite("Constraint layout: right to left is the mirror image of left to right")
struct MirrorModelTests {
    /// A tree made from `seed`, the same for both directions but for the
    /// direction and the margins, which are swapped right to left.
    static func tree(seed: UInt64, direction: LayoutDirection) throws -> (root: HeadlessView, log: [String]) {
        var random = SeededGenerator(seed: seed)
        var log: [String] = []
        func number(_ bound: Int) -> Double { Double(random.below(bound)) + (random.below(2) == 0 ? 0 : 0.5) }
        let rightToLeft = direction == .rightToLeft
        let root = makeRoot(360, 640)
        root.layoutDirection = direction
        let (marginLeft, marginRight) = (number(30), number(30))
        root.layoutMargins = EdgeInsets(
            top: 0, left: rightToLeft ? marginRight : marginLeft, bottom: 0,
            right: rightToLeft ? marginLeft : marginRight)
        let (safeLeft, safeRight) = (number(40), number(40))
        root.safeAreaInsets = EdgeInsets(
            top: 0, left: rightToLeft ? safeRight : safeLeft, bottom: 0, right: rightToLeft ? safeLeft : safeRight)
        let words = ["Hi", "Done", "A longer title", "ok", "Settings and more"]
        var children: [HeadlessView] = []
        var y = 0.0
        try root.makeLayout { layout in
            for index in 0..<(2 + random.below(4)) {
                let name = "v\(index)"
                let top = y
                let height = 10 + number(40)
                y += height + number(10)
                let previous = children.last
                let kind = random.below(4)
                /// The view's own placement across: one of the ways a
                /// leading-to-trailing layout is written. Returns whether
                /// it gave the view a width.
                @MainActor @discardableResult
                func placeAcross(_ view: ViewLayout<some HeadlessView>, sized: Bool) -> Bool {
                    let (lead, trail, width) = (number(40), number(40), 20 + number(100))
                    switch random.below(sized ? 6 : 4) {
                    case 0:
                        if random.below(2) == 0 {
                            log.append("\(name): leading \(lead) to parent")
                            view.leading.distanceToParent(at: lead, priority: .required)
                        } else {
                            log.append("\(name): leading \(lead) to the safe area")
                            view.leading.distanceToSafeArea(at: lead, priority: .required)
                        }
                    case 1:
                        log.append("\(name): leading \(lead), trailing \(trail) to parent")
                        view.leading.distanceToParent(at: lead, priority: .required)
                        view.trailing.distanceToParent(at: trail, priority: .required)
                        return true
                    case 2:
                        log.append("\(name): trailing \(trail) to parent's margin")
                        view.trailing.equal(with: root.layout.margins.trailing, constant: -trail, priority: .required)
                    case 3:
                        if let previous {
                            log.append("\(name): leading \(lead) after \(previous.layoutName)")
                            view.leading.distance(to: previous.layout.trailing, at: lead, priority: .required)
                        } else {
                            log.append("\(name): leading to parent's margin")
                            view.leading.equal(with: root.layout.margins.leading, priority: .required)
                        }
                    case 4:
                        log.append("\(name): centred, \(width) wide")
                        view.centerX.equalWithParent(priority: .required)
                        view.width.equal(with: width, priority: .required)
                        return true
                    default:
                        log.append("\(name): trailing \(trail) to parent, \(width) wide")
                        view.trailing.distanceToParent(at: trail, priority: .required)
                        view.width.equal(with: width, priority: .required)
                        return true
                    }
                    return false
                }
                switch kind {
                case 0:
                    let view = HeadlessView(identifier: name)
                    layout.put(view) { view in
                        view.top.distanceToParent(at: top, priority: .required)
                        view.height.equal(with: height, priority: .required)
                        if !placeAcross(view, sized: true) {
                            view.width.equal(with: 20 + number(60), priority: .required)
                        }
                    }
                    children.append(view)
                case 1:
                    let label = HeadlessLabel(identifier: name, text: words[random.below(words.count)])
                    layout.put(label) { label in
                        label.top.distanceToParent(at: top, priority: .required)
                        placeAcross(label, sized: false)
                    }
                    children.append(label)
                case 2:
                    // A format string, from the parent's leading edge or
                    // after the view before.
                    let label = HeadlessLabel(identifier: name, text: words[random.below(words.count)])
                    layout.put(label) { $0.top.distanceToParent(at: top, priority: .required) }
                    let (gap, width) = (Int(number(30)), 20 + random.below(80))
                    let format =
                        previous.map { "H:[\($0.layoutName)]-\(gap)-[\(name)(\(width))]" }
                        ?? "H:|-\(gap)-[\(name)]-(>=0)-|"
                    var views: [String: HeadlessView] = [name: label]
                    if let previous { views[previous.layoutName] = previous }
                    log.append("\(name): \(format)")
                    layout.visualFormat(format, views: views)
                    children.append(label)
                default:
                    let arrangement = StackArrangement.seeded(
                        axis: random.below(2) == 0 ? .vertical : .horizontal, &random)
                    let stack = HeadlessStackView(identifier: name)
                    log.append("\(name): \(arrangement)")
                    _ = layout.putStack(stack, arrangement) { stack in
                        stack.top.distanceToParent(at: top, priority: .required)
                        placeAcross(stack, sized: false)
                        for part in 0..<(1 + random.below(3)) {
                            stack.putStacked(
                                HeadlessLabel(identifier: "\(name).\(part)", text: words[random.below(words.count)]))
                        }
                    }
                    children.append(stack)
                }
            }
        }
        root.layoutIfNeeded()
        return (root, log)
    }

    @Test("Seeded trees right to left are the mirror image of the same trees left to right", arguments: 0..<64)
    func mirrors(seed: UInt64) throws {
        let (leftToRight, log) = try Self.tree(seed: seed, direction: .leftToRight)
        let (rightToLeft, _) = try Self.tree(seed: seed, direction: .rightToLeft)
        let views = leftToRight.descendants
        let mirrored = rightToLeft.descendants
        try #require(views.map(\.layoutName) == mirrored.map(\.layoutName))
        for (view, other) in zip(views, mirrored) {
            let width = view.superview!.frame.width
            try #require(other.superview!.frame.width == width, "seed \(seed): \(log)")
            let expected = Rect(
                x: width - view.frame.maxX, y: view.frame.minY, width: view.frame.width,
                height: view.frame.height)
            #expect(
                abs(other.frame.minX - expected.minX) < 1e-9 && abs(other.frame.width - expected.width) < 1e-9
                    && other.frame.minY == expected.minY && other.frame.height == expected.height,
                "seed \(seed), \(view.layoutName): \(other.frame) right to left, \(view.frame) left to right; \(log)")
        }
    }
}
