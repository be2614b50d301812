import ConstraintSolver
import TestSupport
import Testing

@testable import HeadlessViews

/// Seeded trees laid out as written and transposed: every horizontal
/// constraint made vertical and every vertical one horizontal (leading and
/// top, trailing and bottom, width and height, `H:` and `V:`, a vertical
/// stack and a horizontal one), every size and margin swapped across the
/// diagonal. Constraint layout has no preferred axis, so each frame of the
/// transposed tree is the written tree's frame reflected in the diagonal.
/// The oracle is the tree as written; text, whose size is not symmetric,
/// is left out (image views stand for content).
@MainActor
@Suite("Constraint layout: a transposed tree lays out as the transpose of the tree")
struct TransposeModelTests {
    /// A tree made from `seed`, written along one axis or the other.
    static func tree(seed: UInt64, transposed: Bool) throws -> (root: HeadlessView, log: [String]) {
        var random = SeededGenerator(seed: seed)
        var log: [String] = []
        func number(_ bound: Int) -> Double { Double(random.below(bound)) + (random.below(2) == 0 ? 0 : 0.5) }
        func size(_ width: Double, _ height: Double) -> Size {
            transposed ? Size(width: height, height: width) : Size(width: width, height: height)
        }
        let rootSize = size(360, 640)
        let root = makeRoot(rootSize.width, rootSize.height)
        let (marginA, marginB, marginC, marginD) = (number(30), number(30), number(30), number(30))
        root.layoutMargins =
            transposed
            ? EdgeInsets(top: marginB, left: marginA, bottom: marginD, right: marginC)
            : EdgeInsets(top: marginA, left: marginB, bottom: marginC, right: marginD)
        var children: [HeadlessView] = []
        var along = 0.0
        try root.makeLayout { layout in
            for index in 0..<(2 + random.below(4)) {
                let name = "v\(index)"
                let start = along
                let length = 10 + number(40)
                along += length + number(10)
                let previous = children.last
                /// The view's place: `start` down from the top (as written),
                /// and across in one of the ways a layout is written.
                @MainActor @discardableResult
                func place(_ view: ViewLayout<some HeadlessView>, fixedAcross: Bool) -> Bool {
                    if transposed {
                        view.leading.distanceToParent(at: start, priority: .required)
                    } else {
                        view.top.distanceToParent(at: start, priority: .required)
                    }
                    let (lead, trail, across) = (number(40), number(40), 20 + number(100))
                    switch random.below(fixedAcross ? 6 : 4) {
                    case 0:
                        log.append("\(name): \(lead) from the start")
                        if transposed {
                            view.top.distanceToParent(at: lead, priority: .required)
                        } else {
                            view.leading.distanceToParent(at: lead, priority: .required)
                        }
                    case 1:
                        log.append("\(name): \(lead) from the start, \(trail) from the end")
                        if transposed {
                            view.top.distanceToParent(at: lead, priority: .required)
                            view.bottom.distanceToParent(at: trail, priority: .required)
                        } else {
                            view.leading.distanceToParent(at: lead, priority: .required)
                            view.trailing.distanceToParent(at: trail, priority: .required)
                        }
                        return true
                    case 2:
                        log.append("\(name): \(trail) in from the end margin")
                        if transposed {
                            view.bottom.equal(with: root.layout.margins.bottom, constant: -trail, priority: .required)
                        } else {
                            view.trailing.equal(
                                with: root.layout.margins.trailing, constant: -trail, priority: .required)
                        }
                    case 3:
                        if let previous {
                            log.append("\(name): \(lead) after \(previous.layoutName)")
                            if transposed {
                                view.top.distance(to: previous.layout.bottom, at: lead, priority: .required)
                            } else {
                                view.leading.distance(to: previous.layout.trailing, at: lead, priority: .required)
                            }
                        } else {
                            log.append("\(name): at the start margin")
                            if transposed {
                                view.top.equal(with: root.layout.margins.top, priority: .required)
                            } else {
                                view.leading.equal(with: root.layout.margins.leading, priority: .required)
                            }
                        }
                    case 4:
                        log.append("\(name): centred, \(across) across")
                        if transposed {
                            view.centerY.equalWithParent(priority: .required)
                            view.height.equal(with: across, priority: .required)
                        } else {
                            view.centerX.equalWithParent(priority: .required)
                            view.width.equal(with: across, priority: .required)
                        }
                        return true
                    default:
                        log.append("\(name): \(trail) from the end, \(across) across")
                        if transposed {
                            view.bottom.distanceToParent(at: trail, priority: .required)
                            view.height.equal(with: across, priority: .required)
                        } else {
                            view.trailing.distanceToParent(at: trail, priority: .required)
                            view.width.equal(with: across, priority: .required)
                        }
                        return true
                    }
                    return false
                }
                @MainActor func image(_ name: String) -> HeadlessImageView {
                    let view = HeadlessImageView(identifier: name)
                    view.imageSize = size(10 + number(60), 5 + number(30))
                    return view
                }
                switch random.below(4) {
                case 0:
                    let view = HeadlessView(identifier: name)
                    let across = 20 + number(60)
                    layout.put(view) { view in
                        if transposed {
                            view.width.equal(with: length, priority: .required)
                        } else {
                            view.height.equal(with: length, priority: .required)
                        }
                        if !place(view, fixedAcross: true) {
                            if transposed {
                                view.height.equal(with: across, priority: .required)
                            } else {
                                view.width.equal(with: across, priority: .required)
                            }
                        }
                    }
                    children.append(view)
                case 1:
                    let view = image(name)
                    layout.put(view) { place($0, fixedAcross: false) }
                    children.append(view)
                case 2:
                    // A format string, from the start or after the view
                    // before, across the written axis.
                    let view = image(name)
                    layout.put(view) { view in
                        if transposed {
                            view.leading.distanceToParent(at: start, priority: .required)
                        } else {
                            view.top.distanceToParent(at: start, priority: .required)
                        }
                    }
                    let (gap, across) = (Int(number(30)), 20 + random.below(80))
                    let axis = transposed ? "V:" : "H:"
                    let format =
                        previous.map { "\(axis)[\($0.layoutName)]-\(gap)-[\(name)(\(across))]" }
                        ?? "\(axis)|-\(gap)-[\(name)]-(>=0)-|"
                    var views: [String: HeadlessView] = [name: view]
                    if let previous { views[previous.layoutName] = previous }
                    log.append("\(name): \(format)")
                    layout.visualFormat(format, views: views)
                    children.append(view)
                default:
                    // Drawn as written, then turned: a vertical stack
                    // becomes a horizontal one.
                    var arrangement = StackArrangement.seeded(
                        axis: random.below(2) == 0 ? .vertical : .horizontal, &random)
                    log.append("\(name): \(arrangement)")
                    if transposed { arrangement.axis = arrangement.axis == .vertical ? .horizontal : .vertical }
                    let stack = HeadlessStackView(identifier: name)
                    _ = layout.putStack(stack, arrangement) { stack in
                        place(stack, fixedAcross: false)
                        for part in 0..<(1 + random.below(3)) { stack.putStacked(image("\(name).\(part)")) }
                    }
                    children.append(stack)
                }
            }
        }
        root.layoutIfNeeded()
        return (root, log)
    }

    @Test("Seeded trees written along the other axis lay out as the transpose of the trees", arguments: 0..<64)
    func transposes(seed: UInt64) throws {
        let (written, log) = try Self.tree(seed: seed, transposed: false)
        let (transposed, _) = try Self.tree(seed: seed, transposed: true)
        let views = written.descendants
        let others = transposed.descendants
        try #require(views.map(\.layoutName) == others.map(\.layoutName))
        for (view, other) in zip(views, others) {
            let expected = Rect(
                x: view.frame.minY, y: view.frame.minX, width: view.frame.height, height: view.frame.width)
            #expect(
                abs(other.frame.minX - expected.minX) < 1e-9 && abs(other.frame.minY - expected.minY) < 1e-9
                    && abs(other.frame.width - expected.width) < 1e-9
                    && abs(other.frame.height - expected.height) < 1e-9,
                "seed \(seed), \(view.layoutName): \(other.frame) transposed, \(view.frame) as written; \(log)")
        }
    }
}
