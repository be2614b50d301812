import CellModels
import TestSupport
import Testing

@testable import HeadlessViews

/// The font model's height of `text` wrapped at `width`: the oracle.
@MainActor
private func wrappedHeight(_ text: String, _ width: Double) -> Double {
    LayoutReentryCase.wrappedHeight(text, width)
}

private let words = "one two three four five six seven eight nine ten eleven twelve"

/// A root whose one child fills it: the root's fitting size at a width is
/// the width and the child's wrapped height there. Laid out once, then the
/// child's text changed so that the next layout measures it, with `meddle`.
@MainActor
private func meddledTree(
    _ meddle: ((ReentrantTextView) -> Void)?
) throws -> (root: HeadlessView, child: ReentrantTextView) {
    let root = HeadlessView()
    root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
    let child = ReentrantTextView(text: words)
    try root.makeLayout { layout in
        layout.put(child) { $0.fillParent() }
    }
    root.layoutIfNeeded()
    child.meddle = meddle.map { meddle in { [unowned child] in meddle(child) } }
    child.text = words + " thirteen"
    return (root, child)
}

/// What a view's code asks of its own tree from inside its measurement.
enum NestedCall: String, CaseIterable, CustomTestStringConvertible {
    case layoutFitting, fittingSize, layoutIfNeeded, fittingSizeWithin
    var testDescription: String { rawValue }

    @MainActor func run(on root: HeadlessView) {
        switch self {
        case .layoutFitting: _ = root.layoutFitting(width: 200)
        case .fittingSize: _ = root.fittingSize(forWidth: 150)
        case .layoutIfNeeded: root.layoutIfNeeded()
        case .fittingSizeWithin: _ = root.fittingSize(withinWidth: 120)
        }
    }
}

/// The call on the tree during which the view's code runs.
enum OuterCall: String, CaseIterable, CustomTestStringConvertible {
    case fittingSize, layoutFitting, layoutIfNeeded
    var testDescription: String { rawValue }
}

@MainActor
@Suite("Constraint layout: a view's code that lays out, measures or changes its own tree from its measurement")
struct ReentrantMeasurementTests {
    @Test(
        "A layout or measurement asked for from inside one of the same tree changes nothing: the outer call's answer stands, and no later tree of the shape sees a trace",
        arguments: OuterCall.allCases, NestedCall.allCases)
    func nestedCall(outer: OuterCall, nested: NestedCall) throws {
        let (root, child) = try meddledTree { nested.run(on: $0.superview!) }
        let text = child.text
        switch outer {
        case .fittingSize:
            #expect(root.fittingSize(forWidth: 250) == Size(width: 250, height: wrappedHeight(text, 250)))
            #expect(root.frame.size == Size(width: 300, height: 100), "a measurement leaves the frames")
        case .layoutFitting:
            #expect(root.layoutFitting(width: 250) == Size(width: 250, height: wrappedHeight(text, 250)))
            #expect(child.frame == Rect(x: 0, y: 0, width: 250, height: wrappedHeight(text, 250)))
        case .layoutIfNeeded:
            root.layoutIfNeeded()
            #expect(child.frame == Rect(x: 0, y: 0, width: 300, height: 100))
        }
        #expect(child.meddle == nil, "the nested call ran")
        // The tree laid out again, and a new tree of the same shape (the
        // same template) measured and laid out: the oracle's sizes.
        _ = root.layoutFitting(width: 180)
        #expect(child.frame == Rect(x: 0, y: 0, width: 180, height: wrappedHeight(text, 180)))
        let (fresh, freshChild) = try meddledTree(nil)
        for width in [250.0, 160, 90] {
            #expect(fresh.fittingSize(forWidth: width) == Size(width: width, height: wrappedHeight(text, width)))
        }
        #expect(fresh.layoutFitting(width: 210) == Size(width: 210, height: wrappedHeight(text, 210)))
        #expect(freshChild.frame == Rect(x: 0, y: 0, width: 210, height: wrappedHeight(text, 210)))
    }

    /// How a view's code changes the tree from inside its measurement.
    enum TreeChange: String, CaseIterable, CustomTestStringConvertible {
        case viewPutInRoot, viewPutInMeasuredView, framedViewAdded
        var testDescription: String { rawValue }
    }

    @Test(
        "A tree changed from inside its measurement: the measurement finishes on the tree it began with, a measurement asked for then sees the new tree, and the next layout lays it out",
        arguments: TreeChange.allCases)
    func treeChanged(change: TreeChange) throws {
        let extra = HeadlessView()
        var nestedSize: Size?
        let (root, child) = try meddledTree { child in
            let root = child.superview!
            switch change {
            case .viewPutInRoot:
                try? root.makeLayout { layout in
                    layout.put(extra) { $0.size(equalWith: Size(width: 10, height: 10)) }
                }
            case .viewPutInMeasuredView:
                try? child.makeLayout { layout in
                    layout.put(extra) { $0.fillParent() }
                }
            case .framedViewAdded:
                root.addSubview(extra)
                extra.frame = Rect(x: 1, y: 2, width: 3, height: 4)
            }
            nestedSize = root.fittingSize(forWidth: 140)
        }
        let text = child.text
        #expect(root.fittingSize(forWidth: 250) == Size(width: 250, height: wrappedHeight(text, 250)))
        if change == .framedViewAdded {
            // A view that only translates its frame leaves the system as
            // it is, still busy: answered from the frames as they stand.
            #expect(nestedSize == Size(width: 300, height: 100))
        } else {
            #expect(nestedSize == Size(width: 140, height: wrappedHeight(text, 140)))
        }
        #expect(extra.superview != nil)
        _ = root.layoutFitting(width: 180)
        #expect(child.frame == Rect(x: 0, y: 0, width: 180, height: wrappedHeight(text, 180)))
        switch change {
        case .viewPutInRoot: #expect(extra.frame.size == Size(width: 10, height: 10))
        case .viewPutInMeasuredView: #expect(extra.frame == Rect(x: 0, y: 0, width: 180, height: child.frame.height))
        case .framedViewAdded: #expect(extra.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        }
        #expect(root.fittingSize(forWidth: 260) == Size(width: 260, height: wrappedHeight(text, 260)))
    }

    @Test(
        "A view that changes its own intrinsic size from inside its measurement is measured again at the next layout",
        arguments: OuterCall.allCases)
    func intrinsicSizeChanged(outer: OuterCall) throws {
        let longer = words + " " + words
        let (root, child) = try meddledTree { $0.text = longer }
        switch outer {
        case .fittingSize: _ = root.fittingSize(forWidth: 250)
        case .layoutFitting: _ = root.layoutFitting(width: 250)
        case .layoutIfNeeded: root.layoutIfNeeded()
        }
        #expect(child.text == longer)
        _ = root.layoutFitting(width: 250)
        #expect(child.frame == Rect(x: 0, y: 0, width: 250, height: wrappedHeight(longer, 250)))
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 250, height: wrappedHeight(longer, 250)))
    }

    @Test(
        "Seeded: a column of wrapping views through random layouts and measurements, its views' code laying out, measuring or changing the tree from inside them, against the font model",
        arguments: 0..<4)
    func seeded(chunk: UInt64) {
        var (checks, meddles) = (0, 0)
        for seed in 50 * chunk..<50 * (chunk + 1) {
            let outcome = LayoutReentryCase.run(seed: seed)
            (checks, meddles) = (checks + outcome.checks, meddles + outcome.meddles)
            for failure in outcome.failures { Issue.record("\(failure)") }
        }
        // The cases reach what they are meant to check.
        #expect(checks >= 50 * 4)
        #expect(meddles >= 50 * 2, "\(meddles) views' code run from inside a measurement")
    }
}
