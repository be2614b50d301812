import ConstraintSolver
import TestSupport
import Testing

@testable import HeadlessViews

/// A card laid out once and then changed step by step, as a screen is
/// while it lives: texts, hidden stacked views, margins, the direction, a
/// constant edited in place, the width it is fitted to. After every step
/// its frames must be those of a new card built from the same state with
/// no template to start from (solved by the simplex from scratch): the
/// oracle for every cache and fast path a change goes through (intrinsic
/// sizes, compiled layouts, templates, edited constants).
@MainActor
@Suite("Constraint layout: a card changed step by step lays out as one built anew")
struct EditModelTests {
    /// What the card shows and how it is laid out.
    struct State: CustomStringConvertible {
        var title = "A title"
        var name = "Name"
        var body = "Body text"
        var tags = ["one", "two", "three"]
        var hidden = [false, false, false]
        var gap = 8.0
        var margins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        var direction = LayoutDirection.leftToRight
        var width = 320.0

        var description: String {
            "\(title)|\(name)|\(body)|\(tags)|\(hidden)|gap \(gap)|\(margins)|\(direction)|\(width)"
        }
    }

    /// The card's views.
    @MainActor final class Card {
        let root = HeadlessView(identifier: "card")
        let title = HeadlessLabel(identifier: "title")
        let name = HeadlessLabel(identifier: "name")
        let body = HeadlessLabel(identifier: "body")
        let stack = HeadlessStackView(identifier: "tags")
        let tags = (0..<3).map { HeadlessLabel(identifier: "tag\($0)") }

        init(_ state: State) throws {
            title.numberOfLines = 0
            body.numberOfLines = 3
            // Tags too long for the card are compressed, the last first: as
            // in UIKit, equal resistances would leave which one to chance.
            for (index, tag) in tags.enumerated() {
                tag.setContentCompressionResistancePriority(
                    ConstraintPriority(750 - 10 * Double(index)), for: .horizontal)
            }
            show(state)
            try root.makeLayout { layOut($0, gap: state.gap) }
            root.layoutFitting(width: state.width)
        }

        /// Shows `state`'s texts, hidden views, margins and direction.
        func show(_ state: State) {
            title.text = state.title
            name.text = state.name
            body.text = state.body
            for (tag, text) in zip(tags, state.tags) { tag.text = text }
            for (tag, hidden) in zip(tags, state.hidden) { tag.isHidden = hidden }
            root.layoutMargins = state.margins
            root.layoutDirection = state.direction
        }

        /// The card's constraints, `gap` between the title and the tags.
        func layOut(_ layout: ViewLayout<HeadlessView>, gap: Double) {
            let margins = root.layout.margins
            layout.put(title) { title in
                title.top.equal(with: margins.top, priority: .required)
                title.leading.equal(with: margins.leading, priority: .required)
                title.trailing.equal(with: margins.trailing, priority: .required)
            }
            layout.put(name) { name in
                name.top.distance(to: title.layout.bottom, at: 4, priority: .required)
                name.leading.equal(with: margins.leading, priority: .required)
                name.trailing.equal(with: margins.trailing, lessThan: 0, priority: .required)
            }
            layout.putHorizontalStack(stack, spacing: 6, alignment: .center) { stack in
                stack.top.distance(to: name.layout.bottom, at: gap, priority: .required)
                stack.leading.equal(with: margins.leading, priority: .required)
                stack.trailing.equal(with: margins.trailing, lessThan: 0, priority: .required)
                for tag in tags { stack.putStacked(tag) }
            }
            layout.put(body) { body in
                body.top.distance(to: stack.layout.bottom, at: 8, priority: .required)
                body.leading.equal(with: margins.leading, priority: .required)
                body.trailing.equal(with: margins.trailing, priority: .required)
                body.bottom.equal(with: margins.bottom, priority: .required)
            }
        }

        /// The frames of the card and every view in it that is shown.
        var frames: [String: Rect] {
            var frames = ["card": root.frame]
            for view in root.descendants where !view.isHidden { frames[view.layoutName] = view.frame }
            return frames
        }
    }

    static let words = [
        "", "Hi", "A title", "Settings and more", "A much longer line of text that wraps at most widths",
        "Short\nand two lines", "ok",
    ]

    @Test("Seeded steps on a card give the frames a card built anew gives", arguments: 0..<8)
    func edits(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var state = State()
        let card = try Card(state)
        var steps: [String] = []
        for step in 0..<60 {
            switch random.below(8) {
            case 0: state.title = Self.words[random.below(Self.words.count)]
            case 1: state.name = Self.words[random.below(Self.words.count)]
            case 2: state.body = Self.words[random.below(Self.words.count)]
            case 3: state.tags[random.below(3)] = Self.words[random.below(Self.words.count)]
            case 4: state.hidden[random.below(3)].toggle()
            case 5:
                state.margins.left = Double(random.below(30))
                state.margins.right = Double(random.below(30))
            case 6: state.direction = state.direction == .leftToRight ? .rightToLeft : .leftToRight
            default:
                if random.below(2) == 0 {
                    state.gap = Double(random.below(20))
                    try card.root.makeAndEditLayout { card.layOut($0, gap: state.gap) }
                } else {
                    state.width = Double(200 + random.below(300))
                }
            }
            card.show(state)
            card.root.layoutFitting(width: state.width)
            steps.append(state.description)
            // Built anew with no template: the simplex from scratch.
            LayoutTemplate.cache.removeAll()
            LayoutTemplate.cacheOrder.removeAll()
            let fresh = try Card(state)
            let (got, expected) = (card.frames, fresh.frames)
            #expect(got.keys.sorted() == expected.keys.sorted(), "seed \(seed), step \(step): \(state)")
            for (name, frame) in expected {
                guard let other = got[name] else { continue }
                #expect(
                    abs(other.minX - frame.minX) < 1e-9 && abs(other.minY - frame.minY) < 1e-9
                        && abs(other.width - frame.width) < 1e-9 && abs(other.height - frame.height) < 1e-9,
                    "seed \(seed), step \(step), \(name): \(other) changed, \(frame) anew; \(state)")
            }
        }
    }
}
