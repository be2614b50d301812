import CellModels
import HeadlessList
import ListDiff
import Testing

/// A row whose configuration reads the list showing it: the titles of the
/// cells already on screen, as a cell that aligns with its neighbours might.
@MainActor
final class PeekingModel: CellModel {
    typealias Cell = TextCell
    let cellIdentifier: Int
    /// Called with the row's identifier as it is configured.
    let peek: (Int) -> Void
    var contentSnapshot: StateSnapshot { StateSnapshot(cellIdentifier) }

    init(_ id: Int, peek: @escaping (Int) -> Void) {
        cellIdentifier = id
        self.peek = peek
    }

    func configure(_ cell: TextCell) {
        cell.title.text = "p\(cellIdentifier)"
        peek(cellIdentifier)
    }
}

@MainActor
@Suite("Viewport: a cell's configuration reading its list")
struct ReadingDuringDisplayTests {
    @Test("A row configured while the list scrolls reads the cells already on screen and their titles")
    func readsVisibleCells() {
        let table = HeadlessTable(size: Size(width: 320, height: 100))
        var seen: [Int: [String]] = [:]
        let rows = (0..<10).map { id in
            AnyCellModel(
                PeekingModel(id) { [weak table] id in
                    guard let table else { return }
                    seen[id] = table.visibleCellsInOrder.map { ($0 as! TextCell).title.text }
                })
        }
        table.cells = rows
        table.setContentOffset(Point(x: 0, y: 50))
        table.setContentOffset(Point(x: 0, y: 100))
        // Row 3 arrives as row 0 leaves (offset 50); row 4 as row 1 leaves.
        #expect(seen[3] == ["p1", "p2"])
        #expect(seen[4] == ["p2", "p3"])
        #expect(table.visibleCellsInOrder.map { ($0 as! TextCell).title.text } == ["p2", "p3", "p4"])
    }

    @Test("A row configured by an update reads the visible paths of the new data, each with its model")
    func readsVisiblePathsDuringUpdate() {
        let table = HeadlessTable(size: Size(width: 320, height: 100))
        var seen: [Int: [AnyID]] = [:]
        func rows(_ ids: [Int]) -> [AnyCellModel] {
            ids.map { id in
                AnyCellModel(
                    PeekingModel(id) { [weak table] id in
                        guard let table else { return }
                        seen[id] = table.indexPathsForVisibleItems.compactMap { try? table.model(at: $0).id }
                    })
            }
        }
        table.cells = rows(Array(0..<10))
        // Three rows on screen become two, one of them new: the paths shown
        // before (up to row 2) do not all exist in the new data.
        table.cells = rows([100, 2])
        #expect(seen[100] == [AnyID(100), AnyID(2)])
        #expect(table.indexPathsForVisibleItems.count == 2)
    }

    @Test("Scrolling the list from a row's configuration stops the program with a message, in every build")
    func scrollingWhileDisplayingStops() async throws {
        // The sanitizer runs of .ci/run build optimized, where a
        // `precondition` would stop the program without its message.
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = HeadlessTable(size: Size(width: 320, height: 100))
                table.cells = [
                    AnyCellModel(PeekingModel(0) { [weak table] _ in table?.setContentOffset(Point(x: 0, y: 10)) })
                ]
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "HeadlessList: setContentOffset called while the list is being updated; set sections instead"))
    }
}
