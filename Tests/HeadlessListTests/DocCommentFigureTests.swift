import CellModels
import Foundation
import HeadlessList
import HeadlessViews
import Testing

/// The figures in doc comments, computed: each test runs a doc comment's
/// example and reads the figure it states from the source file itself, so
/// that neither can drift from the other.
@MainActor
@Suite("Doc comment figures")
struct DocCommentFigureTests {
    /// The text after `marker` on the line of `file` (under `Sources/`) that
    /// holds it, trimmed.
    func figure(in file: String, after marker: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Sources/\(file)"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains(marker) })
        let range = try #require(line.range(of: marker))
        return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
    }

    @Test("HeadlessCollection: the second item of three columns 4 apart in 320 points")
    func headlessCollection() throws {
        let thumbnails: [AnyCellModel] = .text(["a", "b", "c", "d"])
        let photos = HeadlessCollection(
            size: Size(width: 320, height: 480),
            metrics: FlowLayout.Metrics(itemSize: .columns(3, aspectRatio: 1), minimumInteritemSpacing: 4))
        photos.cells = thumbnails
        let frame = try photos.frameForItem(at: ItemPath(section: 0, item: 1))
        // (320 − 2 × 4) / 3 = 104 wide and tall; x = 104 + 4.
        #expect(frame == Rect(x: 108, y: 0, width: 104, height: 104))
        let stated = try figure(
            in: "HeadlessList/List/HeadlessCollection.swift",
            after: "photos.frameForItem(at: ItemPath(section: 0, item: 1))  //")
        #expect(stated == frame.description)
    }
}
