import Testing

@testable import HeadlessViews

/// Numbers a view gives the layout where nothing can refuse them (a frame
/// it translates, a root's size, a width to fit, its insets and margins, a
/// stack's spacing) lay out as the numbers a constraint holds: NaN as 0 and
/// within ±10⁹.
@MainActor
@Suite("Constraint layout: frames, insets and spacing a view gives, taken as numbers a constraint holds")
struct OddLayoutNumberTests {
    @Test(
        "A frame translated into constraints, a root's size or a width to fit that is NaN or beyond ±10⁹ lays out as 0 or ±10⁹",
        arguments: [(Double.nan, 0.0), (.infinity, 1e9), (-.infinity, -1e9), (2e9, 1e9), (-1e300, -1e9)])
    func oddFrames(odd: Double, takenAs: Double) throws {
        /// The frames a tree gives when its framed view, its root or a
        /// width to fit takes `number` in the place `which`.
        func frames(_ number: Double, _ which: Int) throws -> [Rect] {
            let root = HeadlessView(identifier: "root")
            root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
            let framed = HeadlessView(identifier: "framed")
            root.addSubview(framed)
            framed.frame = Rect(x: 10, y: 10, width: 50, height: 20)
            let below = HeadlessLabel(identifier: "below", text: "hello there")
            try root.makeLayout { layout in
                layout.put(below) { below in
                    below.atBottom(of: framed, spacing: 4)
                    below.left.equal(with: framed.layout.right, priority: .required)
                    below.fixToParent(.bottom, with: EdgeInsets(all: 4))
                }
            }
            root.layoutIfNeeded()
            var frames: [Rect] = []
            switch which {
            case 0: framed.frame.origin.x = number
            case 1: framed.frame.origin.y = number
            case 2: framed.frame.size.width = number
            case 3: framed.frame.size.height = number
            case 4: root.frame.size.width = number
            case 5: root.frame.size.height = number
            default:
                // Above 10⁹, taken as 10⁹.
                frames.append(Rect(origin: .zero, size: root.fittingSize(forWidth: number)))
                root.layoutFitting(width: number)
            }
            root.layoutIfNeeded()
            // The root's frame is the caller's, as set; the layout's from a
            // fit on.
            frames += [below.frame] + (which == 6 ? [root.frame] : [])
            root.layoutFitting(width: 200)
            frames += [below.frame, Rect(origin: .zero, size: root.frame.size)]
            return frames
        }
        // A width to fit that is not a finite number from 0 on is refused
        // (the root only takes it, as a view with no constraints would).
        for which in 0..<7 where which < 6 || (odd.isFinite && odd >= 0) {
            let (got, expected) = (try frames(odd, which), try frames(takenAs, which))
            #expect(got == expected, "\(which): \(got) against \(expected)")
        }
    }

    @Test(
        "Safe-area insets, layout margins or a stack's spacing that are NaN or beyond ±10⁹ lay out as 0 or ±10⁹, set before the layout is made or after",
        arguments: [(Double.nan, 0.0), (.infinity, 1e9), (-.infinity, -1e9), (2e9, 1e9), (-1e300, -1e9)])
    func oddInsets(odd: Double, takenAs: Double) throws {
        /// The frames a tree gives when its margins (0), safe area (1) or
        /// stack's spacing (2) is `number`, set before the layout is made or
        /// after it was laid out.
        func frames(_ number: Double, _ which: Int, after: Bool) throws -> [Rect] {
            let root = HeadlessView(identifier: "root")
            root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
            let insets = EdgeInsets(top: number, left: number, bottom: number, right: number)
            let marginal = HeadlessLabel(identifier: "marginal", text: "m")
            marginal.layoutMargins = .zero
            let safe = HeadlessLabel(identifier: "safe", text: "s")
            let stacked = [HeadlessLabel(identifier: "one", text: "1"), HeadlessLabel(identifier: "two", text: "2")]
            var stack: HeadlessStackView?
            if !after {
                if which == 0 { root.layoutMargins = insets }
                if which == 1 { root.safeAreaInsets = insets }
            }
            try root.makeLayout { layout in
                layout.put(marginal) { marginal in
                    marginal.margins.leading.equal(with: root.layout.margins.leading)
                    marginal.top.equal(with: root.layout.margins.top)
                }
                layout.put(safe) { safe in safe.fixToSafeArea(.fullBottom) }
                layout.putVerticalStack(spacing: which == 2 && !after ? number : 4) { column in
                    stack = column.view
                    column.width.equal(with: 50)
                    column.top.distanceToParent(at: 0)
                    column.left.distanceToParent(at: 0)
                    for view in stacked { column.putStacked(view) }
                }
            }
            root.layoutIfNeeded()
            if after {
                if which == 0 { root.layoutMargins = insets }
                if which == 1 { root.safeAreaInsets = insets }
                if which == 2 { stack?.spacing = number }
                root.layoutIfNeeded()
            }
            return [marginal.frame, safe.frame] + stacked.map(\.frame)
        }
        for which in 0..<3 {
            for after in [false, true] {
                let (got, expected) = (try frames(odd, which, after: after), try frames(takenAs, which, after: after))
                #expect(got == expected, "\(which), after: \(after): \(got) against \(expected)")
                // And the number taken is where the views are.
                switch which {
                case 0: #expect(got[0].minX == takenAs && got[0].minY == takenAs)
                case 1: #expect(got[1].maxY == 100 - takenAs)
                default: #expect(got[3].minY == got[2].maxY + takenAs)
                }
            }
        }
    }
}
