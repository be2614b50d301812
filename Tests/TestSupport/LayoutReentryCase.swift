import HeadlessViews

/// A column of views that wrap text, laid out by the DSL and driven through
/// random layouts and measurements while the views' own code, run from
/// inside their measurement, lays out, measures or changes the tree (as a
/// custom view's `intrinsicHeight(forWidth:)` may). Checked against the
/// font model: a column's height at a width is its insets, its gaps and
/// each text's wrapped height, whatever ran before.
@MainActor
public enum LayoutReentryCase {
    /// What one case checked.
    public struct Outcome: Sendable {
        /// Sizes and frames compared with the font model.
        public var checks = 0
        /// Views' code that ran from inside a measurement.
        public var meddles = 0
        /// What disagreed with the font model, one line each, named by the
        /// case's label and step.
        public var failures: [String] = []
    }

    /// The column's insets and the gap between two of its views.
    static let (inset, spacing) = (6.0, 4.0)
    static let words = ["one", "two", "three", "wrapping", "a", "longer-word", ""]

    /// Runs case `seed`.
    public static func run(seed: UInt64) -> Outcome {
        var random = SeededGenerator(seed: seed)
        return run(using: &random, label: "seed \(seed)")
    }

    /// Runs the case `random` draws: a column of one to four views, then
    /// a number of random steps in `steps`. A fuzzer's bytes can be the
    /// generator, so that each choice is one it can steer.
    public static func run<Generator: RandomNumberGenerator>(
        using random: inout Generator, label: String, steps: ClosedRange<Int> = 4...12
    ) -> Outcome {
        var outcome = Outcome()
        func text() -> String {
            (0..<Int.random(in: 0...12, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
        }
        func width() -> Double { Double(Int.random(in: 60...400, using: &random)) }
        // Now and then a width no layout can take as it is: refused, or
        // (2 × 10⁹) taken as 10⁹.
        func anyWidth() -> Double {
            Int.random(in: 0..<8, using: &random) > 0
                ? width() : [Double.nan, .infinity, -.infinity, -5, 2e9].randomElement(using: &random)!
        }
        let texts = (0..<Int.random(in: 1...4, using: &random)).map { _ in text() }
        guard let (root, column) = try? Self.column(texts) else {
            outcome.failures.append("\(label): the column does not lay out")
            return outcome
        }
        var extras: [HeadlessView] = []
        func check(_ got: Size, at width: Double, _ context: @autoclosure () -> String) {
            outcome.checks += 1
            let expected = Size(width: width, height: height(of: column, at: width))
            if got != expected { outcome.failures.append("\(label), \(context()): \(got), expected \(expected)") }
        }
        let stepCount = Int.random(in: steps, using: &random)
        for step in 0..<stepCount {
            // Now and then a text changed before the step, and a view's code
            // armed to run from inside its next measurement.
            if Bool.random(using: &random) { column.randomElement(using: &random)!.text = text() }
            var armed: ReentrantTextView?
            if Int.random(in: 0..<3, using: &random) > 0 {
                let view = column.randomElement(using: &random)!
                let (action, nestedWidth, newText) = (Int.random(in: 0..<6, using: &random), anyWidth(), text())
                let changed = column.randomElement(using: &random)!
                view.meddle = {
                    outcome.meddles += 1
                    switch action {
                    case 0: root.layoutFitting(width: nestedWidth)
                    case 1: _ = root.fittingSize(forWidth: nestedWidth)
                    case 2: root.layoutIfNeeded()
                    case 3: _ = root.fittingSize(withinWidth: nestedWidth)
                    case 4: changed.text = newText
                    default:
                        let extra = HeadlessView(identifier: "extra")
                        extras.append(extra)
                        try? root.makeLayout { layout in
                            layout.put(extra) { extra in
                                extra.fixToParent([.top, .left], priority: .required)
                                extra.size(equalWith: Size(width: 10, height: 10), priority: .required)
                            }
                        }
                    }
                }
                armed = view
            }
            let meddlesBefore = outcome.meddles
            let outerWidth = anyWidth()
            var measured: Size?
            switch Int.random(in: 0..<4, using: &random) {
            case 0: measured = root.fittingSize(forWidth: outerWidth)
            case 1: measured = root.layoutFitting(width: outerWidth)
            case 2: root.layoutIfNeeded()
            default: _ = root.fittingSize(withinWidth: outerWidth)
            }
            armed?.meddle = nil
            // A step whose views' code ran from inside it may answer for
            // the texts before or after that code: checked from the next
            // step on, and at the end.
            if let measured, outcome.meddles == meddlesBefore, outerWidth.isFinite, outerWidth >= 0 {
                check(measured, at: Swift.min(outerWidth, 1e9), "step \(step) at \(outerWidth)")
            }
        }
        // The tree laid out again, and a new column of the same texts (the
        // same template): the font model's sizes and frames.
        let last = width()
        check(root.layoutFitting(width: last), at: last, "laid out at the end at \(last)")
        for (index, (view, expected)) in zip(column, frames(of: column, at: last)).enumerated() {
            outcome.checks += 1
            if view.frame != expected {
                outcome.failures.append("\(label), view \(index) at the end: \(view.frame), expected \(expected)")
            }
        }
        for extra in extras where extra.frame != Rect(x: 0, y: 0, width: 10, height: 10) {
            outcome.failures.append("\(label), a view put from a measurement: \(extra.frame)")
        }
        if let (fresh, freshColumn) = try? Self.column(column.map(\.text)) {
            let (first, second) = (width(), width())
            check(fresh.fittingSize(forWidth: first), at: first, "a new column measured at \(first)")
            check(fresh.layoutFitting(width: second), at: second, "a new column laid out at \(second)")
            _ = freshColumn
        } else {
            outcome.failures.append("\(label): the new column does not lay out")
        }
        return outcome
    }

    /// A root holding a column of views of `texts`, each at the column's
    /// inset from the sides, the first at the inset from the top, each next
    /// one `spacing` below the one before, the last at the inset from the
    /// bottom: every constraint required. Laid out once at 300 wide.
    public static func column(_ texts: [String]) throws -> (HeadlessView, [ReentrantTextView]) {
        let root = HeadlessView(identifier: "column")
        root.frame = Rect(x: 0, y: 0, width: 300, height: 400)
        let views = texts.enumerated().map { ReentrantTextView(identifier: "text\($0.offset)", text: $0.element) }
        try root.makeLayout { layout in
            for (index, view) in views.enumerated() {
                layout.put(view) { item in
                    item.fixToParent(.horizontal, with: EdgeInsets(all: inset), priority: .required)
                    if index == 0 {
                        item.fixToParent(.top, with: EdgeInsets(all: inset), priority: .required)
                    } else {
                        item.atBottom(of: views[index - 1], spacing: spacing, priority: .required)
                    }
                    if index == views.count - 1 {
                        item.fixToParent(.bottom, with: EdgeInsets(all: inset), priority: .required)
                    }
                }
            }
        }
        root.layoutFitting(width: 300)
        return (root, views)
    }

    /// The font model's frames of the views of a `column` (see
    /// ``column(_:)``) laid out at `width`.
    public static func frames(of column: [ReentrantTextView], at width: Double) -> [Rect] {
        var top = inset
        return column.map { view in
            let frame = Rect(
                x: inset, y: top, width: width - 2 * inset, height: wrappedHeight(view.text, width - 2 * inset))
            top += frame.height + spacing
            return frame
        }
    }

    /// The font model's height of `column` at `width`.
    public static func height(of column: [ReentrantTextView], at width: Double) -> Double {
        let texts = column.map { wrappedHeight($0.text, width - 2 * inset) }
        return 2 * inset + texts.reduce(0, +) + Double(column.count - 1) * spacing
    }

    /// The height of `text` wrapped at `width` in the body font: the
    /// oracle, the font model itself.
    public static func wrappedHeight(_ text: String, _ width: Double) -> Double {
        HeadlessFont.body.size(of: text, wrappingAt: width).height
    }
}
