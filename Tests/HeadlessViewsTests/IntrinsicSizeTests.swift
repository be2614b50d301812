import CellModels
import ConstraintSolver
import TestSupport
import Testing

@testable import HeadlessViews

@MainActor
@Suite("Constraint layout: intrinsic sizes and labels that wrap")
struct IntrinsicSizeTests {
    @Test("The font model: 8 per character and 20 per line at 16 points, wrapping at spaces")
    func fontModel() {
        let font = HeadlessFont.body
        #expect(font.size(of: "Hello world") == Size(width: 88, height: 20))
        #expect(font.size(of: "Hello world", wrappingAt: 48) == Size(width: 40, height: 40))
        #expect(font.size(of: "Hello world", wrappingAt: 48, maximumLines: 1) == Size(width: 40, height: 20))
        #expect(font.size(of: "abcdefghij", wrappingAt: 32) == Size(width: 32, height: 60))
        #expect(font.size(of: "a\nbb") == Size(width: 16, height: 40))
        #expect(font.size(of: "") == .zero)
        #expect(HeadlessFont(pointSize: 20).size(of: "ab") == Size(width: 20, height: 25))
    }

    @Test("Any width to wrap at gives a size: infinite, NaN or huge as unwrapped, 0 or less as a character a line")
    func fontModelOddWidths() {
        let font = HeadlessFont.body
        for text in ["Hello world", "a\nbb cc", "héllo wörld", "ab  cd "] {
            let unwrapped = font.size(of: text)
            for width in [Double.infinity, .nan, 1e300, 2e19, 0x1p62 * 8] {
                #expect(font.size(of: text, wrappingAt: width) == unwrapped, "\(text.debugDescription) at \(width)")
            }
            let oneACharacter = font.size(of: text, wrappingAt: 8)
            for width: Double in [-.infinity, -1e300, -5, 0, 1e-12] {
                #expect(font.size(of: text, wrappingAt: width) == oneACharacter, "\(text.debugDescription) at \(width)")
            }
        }
        // A font whose characters take no room fits any text on a line.
        #expect(HeadlessFont(pointSize: 0).size(of: "ab cd", wrappingAt: 10) == Size(width: 0, height: 0))
        #expect(HeadlessFont(pointSize: 0).size(of: "ab\ncd", wrappingAt: 0).height == 0)
        let label = HeadlessLabel(text: "Hello world")
        label.numberOfLines = 0
        #expect(label.intrinsicHeight(forWidth: .nan) == 20)
        #expect(label.intrinsicHeight(forWidth: .infinity) == 20)
        #expect(label.intrinsicHeight(forWidth: -1) == font.size(of: "Hello world", wrappingAt: 8).height)
    }

    @Test("ASCII text is measured byte by byte exactly as character by character")
    func fontModelASCIIPath() {
        let font = HeadlessFont.body
        // "\r\n" is one character, one line break, as "\r" and "\n" are.
        #expect(font.size(of: "ab\r\ncd") == Size(width: 16, height: 40))
        #expect(font.size(of: "ab\r\n\ncd") == Size(width: 16, height: 60))
        #expect(font.size(of: "ab\n\rcd") == Size(width: 16, height: 60))
        #expect(font.size(of: "abc\rd", wrappingAt: 100) == Size(width: 24, height: 40))
        #expect(font.size(of: "é\nab") == Size(width: 16, height: 40))
        let pieces = ["a", "bc", "defgh", " ", " ", "\n", "\r\n", "\r", "é"]
        var random = SeededGenerator(seed: 2026)
        for round in 0..<500 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let width = [nil, 8, 24, 40, 100].randomElement(using: &random)!
            let maximumLines = Int.random(in: 0...3, using: &random)
            var lines = TextLines(limit: width.map { $0 / 8 } ?? Int.max, maximumLines: maximumLines)
            for character in text { lines.take(character) }
            lines.finish()
            let expected =
                text.isEmpty ? .zero : Size(width: Double(lines.widest * 8), height: Double(lines.count * 20))
            #expect(
                font.size(of: text, wrappingAt: width.map(Double.init), maximumLines: maximumLines) == expected,
                "round \(round): \(text.debugDescription) at \(String(describing: width))")
        }
    }

    @Test("Text of spaces and printable characters is wrapped a line at a time exactly as character by character")
    func fontModelByLines() {
        let font = HeadlessFont.body
        // A space that does not fit ends the line, and the next one starts
        // empty: "ab" then "", as the model reads it.
        #expect(font.size(of: "ab ", wrappingAt: 16) == Size(width: 16, height: 40))
        #expect(font.size(of: "ab  cd", wrappingAt: 48) == Size(width: 48, height: 20))
        // "abc", "def", "g", then "hi" does not fit after "g".
        #expect(font.size(of: "  abcdefg hi", wrappingAt: 24) == Size(width: 24, height: 80))
        // Words around the line's length, runs of spaces at the start, the
        // end and between, and the DEL character (printable to the model).
        let pieces = [" ", "  ", "a", "bc", "\u{7F}", "defgh", "ijklmnopqrs", "tuvwxyzabcdefghijklm"]
        var random = SeededGenerator(seed: 2028)
        for round in 0..<3_000 {
            let text = (0..<random.below(40)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let limit = 1 + random.below(14)
            let maximumLines = random.below(4)
            var lines = TextLines(limit: limit, maximumLines: maximumLines)
            for character in text { lines.take(character) }
            lines.finish()
            let expected =
                text.isEmpty ? .zero : Size(width: Double(lines.widest * 8), height: Double(lines.count * 20))
            #expect(
                font.size(of: text, wrappingAt: Double(limit * 8) + 4, maximumLines: maximumLines) == expected,
                "round \(round): \(text.debugDescription) at \(limit) characters, \(maximumLines) lines")
        }
    }

    @Test("Text measured unwrapped on one line, read eight bytes at a time, as character by character")
    func fontModelOneLinePath() {
        let font = HeadlessFont.body
        #expect(font.size(of: "  ab cd ") == Size(width: 48, height: 20))
        #expect(font.size(of: "   ") == Size(width: 0, height: 20))
        // Runs of 8 and more bytes, so that a line break or a non-ASCII byte
        // falls in every lane of a word and in the tail after the words.
        let pieces = [" ", "a", "\t", "\u{7F}", "abcdefgh", "hijklmnopq", "\n", "\r", "\r\n", "é", "  "]
        var random = SeededGenerator(seed: 2027)
        for round in 0..<2_000 {
            let plain = random.below(3) > 0
            let text = (0..<random.below(30)).map { _ in
                pieces[random.below(plain ? 6 : pieces.count)]
            }.joined()
            let maximumLines = random.below(3)
            var lines = TextLines(limit: Int.max, maximumLines: maximumLines)
            for character in text { lines.take(character) }
            lines.finish()
            let expected =
                text.isEmpty ? .zero : Size(width: Double(lines.widest * 8), height: Double(lines.count * 20))
            #expect(
                font.size(of: text, maximumLines: maximumLines) == expected, "round \(round): \(text.debugDescription)")
        }
    }

    @Test("Every line ending UIKit's text knows starts a line: unwrapped text is as wide as its longest paragraph")
    func fontModelLineBreaks() {
        let font = HeadlessFont.body
        #expect(font.size(of: "ab\u{2028}cde\u{2029}f\u{85}gh") == Size(width: 24, height: 80))
        // A combining mark after a line ending is a character of its own,
        // at the start of the next line.
        #expect(font.size(of: "ab\r\u{301}c\n\u{301}") == Size(width: 16, height: 60))
        // A vertical tab and a form feed are characters like any other.
        #expect(font.size(of: "ab\u{0B}c\u{0C}d") == Size(width: 48, height: 20))
        // The oracle: the text cut at each line ending by `split`, each
        // paragraph as long as its characters but its leading spaces.
        let endings: Set<Character> = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        let pieces = [
            "a", "bc", "defghijk", " ", "  ", "é", "\u{0B}", "\u{0C}", "\u{301}", "\n", "\r", "\r\n", "\u{85}",
            "\u{2028}", "\u{2029}",
        ]
        var random = SeededGenerator(seed: 2029)
        for round in 0..<2_000 {
            let text = (0..<random.below(20)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let paragraphs = text.split(omittingEmptySubsequences: false) { endings.contains($0) }
            let widest = paragraphs.map { $0.drop { $0 == " " }.count }.max() ?? 0
            let expected =
                text.isEmpty ? .zero : Size(width: Double(widest * 8), height: Double(paragraphs.count * 20))
            #expect(font.size(of: text) == expected, "round \(round): \(text.debugDescription)")
        }
    }

    @Test("A negative number of lines is no limit, as 0 is, on every path of the model and for a label")
    func negativeLineCount() {
        let font = HeadlessFont.body
        for text in ["ab cd", "ab\ncd efgh", "é\nabc", "  ab  cd ef  "] {
            for width in [nil, 8, 24, 1_000] as [Double?] {
                #expect(
                    font.size(of: text, wrappingAt: width, maximumLines: -1)
                        == font.size(of: text, wrappingAt: width, maximumLines: 0),
                    "\(text.debugDescription) at \(String(describing: width))")
            }
        }
        let label = HeadlessLabel(identifier: "body", text: "ab\ncd efgh")
        label.numberOfLines = -2
        #expect(label.intrinsicContentSize == Size(width: 56, height: 40))
        #expect(label.intrinsicHeight(forWidth: 40) == 60)
    }

    @Test("A multi-line label grows taller when narrower, and shorter when its text shrinks")
    func wrappingLabel() throws {
        let root = makeRoot(400, 400)
        let label = HeadlessLabel(identifier: "body", text: String(repeating: "word ", count: 10) + "end")
        label.numberOfLines = 0
        let below = HeadlessView(identifier: "below")
        try root.makeLayout { layout in
            layout.put(label) { $0.fixToParent(.fullTop) }
            layout.put(below) { below in
                below.atBottom(of: label, spacing: 4)
                below.fixToParent(.horizontal)
                below.height.equal(with: 10)
            }
        }
        root.layoutIfNeeded()
        // 53 characters at 8 = 424 > 400: the last word wraps.
        #expect(label.frame == Rect(x: 0, y: 0, width: 400, height: 40))
        #expect(below.frame.minY == 44)

        root.frame.size.width = 200
        root.layoutIfNeeded()
        // 25 characters a line: "word word word word word" ×2, "end".
        #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 60))
        #expect(below.frame.minY == 64)

        label.text = "short"
        root.layoutIfNeeded()
        #expect(label.frame.height == 20)
        #expect(below.frame.minY == 24)
    }

    /// A root 100 wide holding two labels side by side that do not fit:
    /// `name` (64 wide) at its left, `date` (48 wide, compression
    /// resistance 760) at its right.
    func nameAndDate() throws -> (root: HeadlessView, name: HeadlessLabel, date: HeadlessLabel) {
        let root = makeRoot(100, 50)
        let name = HeadlessLabel(identifier: "name", text: "abcdefgh")  // 64 wide
        let date = HeadlessLabel(identifier: "date", text: "abcdef")  // 48 wide
        date.setContentCompressionResistancePriority(ConstraintPriority(760), for: .horizontal)
        try root.makeLayout { layout in
            layout.put(name) { name in
                name.left.equalWithParent()
                name.top.equalWithParent()
            }
            layout.put(date) { date in
                date.atRight(of: name)
                date.right.equalWithParent()
                date.top.equalWithParent()
            }
        }
        return (root, name, date)
    }

    @Test("Hugging and compression resistance decide which label gives way")
    func huggingAndCompression() throws {
        let (root, name, date) = try nameAndDate()
        root.layoutIfNeeded()
        #expect(date.frame.width == 48)
        #expect(name.frame.width == 52)

        date.setContentCompressionResistancePriority(ConstraintPriority(740), for: .horizontal)
        root.layoutIfNeeded()
        #expect(name.frame.width == 64)
        #expect(date.frame.width == 36)
    }

    @Test("A priority changed after compiled solves is noticed: the compiled layout of the old one is not used")
    func priorityChangedAfterCompiledSolves() throws {
        let (root, name, date) = try nameAndDate()
        // Widths at which both labels are squeezed, until the compiled
        // layout of this shape lays the root out.
        let system = try #require(root.layoutSystem)
        for width in [100.0, 90, 100, 90, 100] {
            root.frame.size.width = width
            root.layoutIfNeeded()
        }
        #expect(system.compiledSolves > 0, "laid out by the compiled layout")
        #expect(date.frame.width == 48 && name.frame.width == 52)

        // Only a priority changes: the date now gives way, as the solver
        // finds, not as the compiled layout of the old priority would.
        date.setContentCompressionResistancePriority(ConstraintPriority(740), for: .horizontal)
        root.layoutIfNeeded()
        #expect(name.frame.width == 64)
        #expect(date.frame.width == 36)
    }

    @Test("Buttons, text fields and image views have intrinsic sizes; plain views have none")
    func controls() {
        #expect(HeadlessButton(title: "OK").intrinsicContentSize == Size(width: 40, height: 32))
        #expect(HeadlessTextField(placeholder: "Name").intrinsicContentSize == Size(width: 48, height: 34))
        let image = HeadlessImageView()
        #expect(image.intrinsicContentSize.width == HeadlessView.noIntrinsicMetric)
        image.imageSize = Size(width: 24, height: 24)
        #expect(image.intrinsicContentSize == Size(width: 24, height: 24))
        #expect(HeadlessView().intrinsicContentSize.height == HeadlessView.noIntrinsicMetric)
    }

    @Test("A root measures its fitting height at a width, leaving its frames alone")
    func fittingSize() throws {
        let root = makeRoot(300, 500)
        let label = HeadlessLabel(identifier: "text", text: "one two three four five six")  // 27 characters
        label.numberOfLines = 0
        try root.makeLayout { layout in
            layout.put(label) { $0.fillParent(with: EdgeInsets(all: 10)) }
        }
        root.layoutIfNeeded()
        let frame = label.frame
        #expect(root.fittingSize(forWidth: 300) == Size(width: 300, height: 40))
        // 100 − 20 = 80: 10 characters a line, "one two", "three four", "five six".
        #expect(root.fittingSize(forWidth: 100) == Size(width: 100, height: 80))
        root.layoutIfNeeded()
        #expect(label.frame == frame)
        #expect(root.frame.size == Size(width: 300, height: 500))
    }

    @Test(
        "An intrinsic metric that is NaN or negative lays out as none, and one above 10⁹ (infinity too) as 10⁹, through the solver and compiled layouts alike",
        arguments: [(Double.nan, -1.0), (-.infinity, -1), (-5, -1), (.infinity, 1e9), (1e300, 1e9), (2e9, 1e9)])
    func oddMetrics(odd: Double, takenAs: Double) throws {
        /// Every frame of a tree whose first view reports `metric` in the
        /// place `which`, through a series of layouts and measurements.
        func frames(_ metric: Double, _ which: Int) throws -> [Rect] {
            let root = HeadlessView(identifier: "root")
            root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
            let reporting = MetricView(identifier: "reporting")
            let below = HeadlessLabel(identifier: "below", text: "hello there")
            try root.makeLayout { layout in
                layout.put(reporting) { $0.fixToParent(.fullTop, with: EdgeInsets(all: 4)) }
                layout.put(below) { below in
                    below.atBottom(of: reporting, spacing: 4)
                    below.fixToParent(.fullBottom, with: EdgeInsets(all: 4))
                }
            }
            root.layoutIfNeeded()
            switch which {
            case 0: reporting.size.width = metric
            case 1: (reporting.size.height, reporting.wraps) = (metric, false)
            default: reporting.height = metric
            }
            reporting.invalidateIntrinsicContentSize()
            var frames: [Rect] = []
            func note() { frames += [root.frame, reporting.frame, below.frame] }
            root.layoutIfNeeded()
            note()
            frames.append(Rect(origin: .zero, size: root.fittingSize(forWidth: 250)))
            frames.append(Rect(origin: .zero, size: root.fittingSize(withinWidth: 250)))
            // Again and again at new widths: compiled layouts from the
            // second on.
            for width in [200.0, 220, 200, 240] {
                root.layoutFitting(width: width)
                note()
                frames.append(Rect(origin: .zero, size: root.fittingSize(forWidth: width + 5)))
            }
            return frames
        }
        for which in 0..<3 {
            let got = try frames(odd, which)
            #expect(got == (try frames(takenAs, which)), "\(which)")
            #expect(got.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }, "\(which)")
        }
    }
}

/// A view that reports the intrinsic size and wrapped height it is given.
@MainActor
private final class MetricView: HeadlessView {
    var size = Size(width: 40, height: 20)
    var height = 20.0
    var wraps = true
    override var intrinsicContentSize: Size { size }
    override var intrinsicHeightDependsOnWidth: Bool { wraps }
    override func intrinsicHeight(forWidth width: Double) -> Double { wraps ? height : size.height }
}

@MainActor
@Suite("Constraint layout: controllers, safe areas, molecules and the chain after put")
struct LayoutCompositionTests {
    @Test("A controller's safe area: fill, fix, distance and inSafeArea")
    func safeArea() throws {
        let controller = HeadlessViewController(size: Size(width: 390, height: 844))
        controller.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = HeadlessView(identifier: "header")
        let toolbar = HeadlessView(identifier: "toolbar")
        let content = HeadlessView(identifier: "content")
        try controller.makeLayout { layout in
            layout.put(header) { header in
                header.fixToSafeArea(.fullTop)
                header.height.equal(with: 44)
            }
            layout.put(toolbar) { toolbar in
                toolbar.fixToSafeArea(.fullBottom, with: EdgeInsets(all: 8))
                toolbar.height.equal(with: 50)
            }
            layout.put(content) { content in
                content.atBottom(of: header)
                content.atTop(of: toolbar)
                content.inSafeArea(.horizontal, moreThan: 16)
                content.width.equal(with: 1_000, priority: .low)
            }
        }
        controller.view.layoutIfNeeded()
        #expect(header.frame == Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(toolbar.frame == Rect(x: 8, y: 752, width: 374, height: 50))
        #expect(content.frame == Rect(x: 16, y: 91, width: 358, height: 661))

        controller.safeAreaInsets = EdgeInsets(top: 20, left: 44, bottom: 21, right: 44)
        controller.view.layoutIfNeeded()
        #expect(header.frame == Rect(x: 44, y: 20, width: 302, height: 44))
    }

    @Test("A controller put into another is embedded, its view laid out in the parent")
    func embedding() throws {
        let parent = HeadlessViewController(size: Size(width: 300, height: 300))
        let child = HeadlessViewController()
        let inner = HeadlessView(identifier: "inner")
        try parent.makeLayout { layout in
            layout.put(child) { $0.fillParent(with: EdgeInsets(all: 50)) }
        }
        try child.makeLayout { layout in
            layout.put(inner) { $0.fillSafeArea() }
        }
        parent.view.layoutIfNeeded()
        #expect(parent.children.count == 1)
        #expect(child.parent === parent)
        #expect(child.view.frame == Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(inner.frame == Rect(x: 0, y: 0, width: 200, height: 200))
    }

    final class Badge: HeadlessView, MoleculeLayout {
        let count = HeadlessLabel(identifier: "count", text: "9")

        func layoutChild(_ layout: ViewLayout<HeadlessView>) {
            layout.put(count) { $0.center.equalWithParent() }
        }
    }

    @Test("A molecule lays out its own children when put")
    func molecule() throws {
        let root = makeRoot(100, 100)
        let badge = Badge(identifier: "badge")
        try root.makeLayout { layout in
            layout.put(badge) { badge in
                badge.top.equalWithParent()
                badge.right.equalWithParent()
                badge.size(equalWith: Size(width: 24, height: 24))
            }
        }
        root.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 76, y: 0, width: 24, height: 24))
        #expect(badge.count.frame == Rect(x: 8, y: 2, width: 8, height: 20))
    }

    @MainActor
    final class Person {
        @ViewState var name = "Ann"
        @ViewState var age = 30
    }

    @Test("The chain after put: apply, bindToView, bindTwoWay, setOnce, build")
    func chain() throws {
        let root = makeRoot()
        let person = Person()
        let title = build(HeadlessLabel()) { $0.identifier = "title" }
        let age = HeadlessLabel(identifier: "age")
        let field = HeadlessTextField(identifier: "field")
        let once = HeadlessLabel(identifier: "once")
        try root.makeLayout { layout in
            layout.put(title) { title in
                title.top.equalWithParent()
                title.left.equalWithParent()
            }
            .bindToView(\.text, with: person.$name)
            layout.put(age) { $0.atBottom(of: title) }
                .bindToView(\.text, with: person.$age) { "\($0) years" }
            layout.put(field) { $0.atBottom(of: age) }
                .bindTwoWay(\.text, with: person.$name)
            layout.put(once) { $0.atBottom(of: field) }
                .setOnce(\.text, with: person.$name)
                .apply { $0.numberOfLines = 2 }
        }
        #expect(title.text == "Ann")
        #expect(age.text == "30 years")
        #expect(field.text == "Ann")
        #expect(once.numberOfLines == 2)
        field.simulateTyping("e")
        #expect(person.name == "Anne")
        #expect(title.text == "Anne")
        #expect(once.text == "Ann")
        person.age = 31
        #expect(age.text == "31 years")
        // The label's text grew: the layout takes its new size.
        root.layoutIfNeeded()
        #expect(title.frame.width == 32)
    }

    @Test("The chain's observers: stateDidSet when the state wrote the view, viewDidSet when the view set it")
    func chainObservers() throws {
        let root = makeRoot()
        let person = Person()
        let field = HeadlessTextField(identifier: "field")
        var heard: [String] = []
        try root.makeLayout { layout in
            layout.put(field) { $0.fillParent() }
                .bind(
                    \.text, with: person.$name,
                    stateDidSet: { _, change in heard.append("state \(change.newValue)") },
                    viewDidSet: { _, change in heard.append("view \(change.newValue)") })
        }
        person.name = "Bo"
        field.simulateTyping("b")
        #expect(heard == ["state Bo", "view Bob"])
        #expect(person.name == "Bob")
    }

    @Test("Nothing in the chain runs when the layout throws")
    func chainAfterFailure() {
        let root = makeRoot()
        let person = Person()
        let title = HeadlessLabel(identifier: "title")
        #expect(throws: LayoutError.self) {
            try root.makeLayout { layout in
                layout.put(title) { title in
                    title.width.equal(with: 10, priority: .required)
                    title.width.equal(with: 20, priority: .required)
                }
                .bindToView(\.text, with: person.$name)
            }
        }
        #expect(title.text == "")
        person.name = "Bo"
        #expect(title.text == "")
    }
}

/// Invalidating a view's intrinsic size marks the view, its ancestors'
/// subtrees and its root for layout in one walk up
/// (`setNeedsLayoutWithRoot()`): it must mark exactly what
/// `setNeedsLayout()` on the view and then on its root marks.
@MainActor
@Suite("Marking a view and its root for layout in one walk")
struct NeedsLayoutWithRootTests {
    /// A tree of `count` views, each added to a random earlier one.
    private static func tree(_ parents: [Int]) -> [HeadlessView] {
        var views = [HeadlessView(identifier: "v0")]
        for (index, parent) in parents.enumerated() {
            let view = HeadlessView(identifier: "v\(index + 1)")
            views[parent].addSubview(view)
            views.append(view)
        }
        return views
    }

    private static func flags(_ views: [HeadlessView]) -> [[Bool]] {
        views.map { [$0.needsLayout, $0.subtreeNeedsLayout] }
    }

    @Test("The same marks as setNeedsLayout() on the view and on its root", arguments: 1...40 as ClosedRange<UInt64>)
    func sameMarks(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...12, using: &random)
        // Deep trees as often as bushy ones: a parent near the end.
        let parents = (1..<count).map { index in
            Bool.random(using: &random) ? index - 1 : Int.random(in: 0..<index, using: &random)
        }
        let (walked, twice) = (Self.tree(parents), Self.tree(parents))
        walked[0].layoutIfNeeded()
        twice[0].layoutIfNeeded()
        // Some views marked already, the same in both trees.
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let index = Int.random(in: 0..<count, using: &random)
            walked[index].setNeedsLayout()
            twice[index].setNeedsLayout()
        }
        #expect(Self.flags(walked) == Self.flags(twice))
        let index = Int.random(in: 0..<count, using: &random)
        let root = walked[index].setNeedsLayoutWithRoot()
        twice[index].setNeedsLayout()
        twice[index].rootView.setNeedsLayout()
        #expect(root === walked[0], "seed \(seed)")
        #expect(Self.flags(walked) == Self.flags(twice), "seed \(seed)")
    }
}
