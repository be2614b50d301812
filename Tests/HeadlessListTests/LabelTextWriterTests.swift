import CellModels
import TestSupport
import Testing

@testable import HeadlessList

/// `HeadlessLabel` gives bindings a setter for its text
/// (`DirectPropertyWriting`): it must do what writing the key path does.
@MainActor
@Suite("A label's text written through its own setter")
struct LabelTextWriterTests {
    @Test("The setter is given for the text only")
    func givenForTextOnly() {
        #expect(HeadlessLabel.propertyWriter(for: \HeadlessLabel.text) != nil)
        #expect(HeadlessLabel.propertyWriter(for: \HeadlessLabel.numberOfLines) == nil)
        #expect(HeadlessLabel.propertyWriter(for: \HeadlessLabel.isEnabled) == nil)
    }

    @Test("Written through the setter or the key path, a wrapping label measures the same", arguments: 1...3)
    func matchesKeyPath(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let write = HeadlessLabel.propertyWriter(for: \HeadlessLabel.text)!
        let (direct, keyPath) = (HeadlessLabel(), HeadlessLabel())
        direct.numberOfLines = 0
        keyPath.numberOfLines = 0
        let words = ["a", "list", "of", "headless", "constraint", "cells"]
        for step in 0..<50 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
            // Measured before the write, so a stale size would show.
            _ = (direct.intrinsicContentSize, keyPath.intrinsicContentSize)
            write(direct, text)
            keyPath[keyPath: \HeadlessLabel.text] = text
            #expect(direct.text == keyPath.text, "seed \(seed), step \(step)")
            #expect(direct.intrinsicContentSize == keyPath.intrinsicContentSize, "seed \(seed), step \(step)")
            #expect(
                direct.intrinsicHeight(forWidth: 80) == keyPath.intrinsicHeight(forWidth: 80),
                "seed \(seed), step \(step)")
        }
    }

    @Test("A model bound to a reused self-sizing cell's labels shows through the setter, and an old model does not")
    func reusedCellShowsNewModel() {
        let table = HeadlessTable(
            size: Size(width: 320, height: 200), metrics: TableLayout.Metrics(rowHeight: .estimated(60)))
        table.register(BioCell.self, forReuseIdentifier: BioModel.reuseIdentifier)
        let models = (0..<40).map {
            BioModel("\($0)", name: "name \($0)", bio: "bio \($0) " + String(repeating: "word ", count: $0 % 7))
        }
        table.cells = models.map(AnyCellModel.init)
        table.setContentOffset(Point(x: 0, y: table.contentSize.height))
        for path in table.indexPathsForVisibleItems {
            guard let cell = table.cellForItem(at: path) as? BioCell else {
                Issue.record("no cell at \(path)")
                continue
            }
            #expect(cell.name.text == models[path.item].name)
            #expect(cell.bio.text == models[path.item].bio)
        }
        // The first models' cells were reused: editing them reaches nothing.
        let shown = table.visibleCellsInOrder.map { ($0 as? BioCell)?.name.text }
        #expect(!shown.contains("name 0"))
        for model in models.prefix(3) { model.name = "late" }
        #expect(table.visibleCellsInOrder.map { ($0 as? BioCell)?.name.text } == shown)
    }
}
