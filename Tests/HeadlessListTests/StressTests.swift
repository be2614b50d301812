import CellModels
import Foundation
@_spi(Instrumentation) import HeadlessList
import ListDiff
import TestSupport
import Testing

@MainActor
@Suite("Stress: many snapshots from several tasks while the table scrolls")
struct StressTests {
    /// The random snapshots one task sends: up to 4 sections of up to 24
    /// items, identifiers from a pool of 100 so that items move, arrive and
    /// leave between updates, and titles that change now and then.
    @MainActor
    struct Feed {
        var generator: SeededGenerator
        var version = 0

        init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

        mutating func next() -> [CellSection] {
            version += 1
            let sectionCount = Int.random(in: 1...4, using: &generator)
            var free = Array(0..<100).shuffled(using: &generator)[...]
            return (0..<sectionCount).map { section in
                let count = Int.random(in: 0...24, using: &generator)
                let items = free.prefix(count).map { id in
                    let edition = Int.random(in: 0..<3, using: &generator)
                    return AnyCellModel(TextModel("i\(id)", "i\(id) e\(edition)"))
                }
                free = free.dropFirst(count)
                let header = generator.chance(0.2) ? "s\(section) v\(version)" : "s\(section)"
                return CellSection(id: "s\(section)", header: .title(header), items: items)
            }
        }
    }

    /// The resident set size of this process, from `/proc/self/statm`.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Every visible cell shows the model at its path, as its binding set it.
    func expectCellsShowTheirModels(_ table: HeadlessTable) {
        for path in table.indexPathsForVisibleItems {
            let cell = table.cellForItem(at: path) as? TextCell
            let model = (try? table.model(at: path))?.base(as: TextModel.self)
            #expect(cell != nil && cell?.title.text == model?.title, "\(path) shows another model")
        }
    }

    /// What the tasks share: the run's progress.
    @MainActor
    final class Progress {
        var lastRequested: [[AnyID]] = []
        var completed = 0
        var applied = 0
        var finishedTasks = 0
        var rssAfterFirstThousand = 0
    }

    @Test("10,000 updates from four tasks while a fifth scrolls and edits models", arguments: [UInt64(14)])
    func concurrentUpdates(seed: UInt64) async throws {
        let taskCount = 4
        let updatesPerTask = 2_500
        weak var weakTable: HeadlessTable?
        let progress = Progress()
        var rssAtEnd = 0
        do {
            let table = HeadlessTable(size: Size(width: 320, height: 480))
            weakTable = table
            table.isRecordingEvents = false
            var first = Feed(seed: seed)
            table.sections = first.next()

            var senders: [Task<Void, Never>] = []
            for task in 0..<taskCount {
                senders.append(
                    Task { [weak table] in
                        var feed = Feed(seed: seed &* 31 &+ UInt64(task))
                        for _ in 0..<updatesPerTask {
                            guard let table else { return }
                            let snapshot = feed.next()
                            // update(to:) numbers its request before its first
                            // suspension, so this is the order the table sees.
                            progress.lastRequested = snapshot.map { $0.items.map(\.id) }
                            if await table.update(to: snapshot) == .applied { progress.applied += 1 }
                            table.checkInvariants()
                            expectCellsShowTheirModels(table)
                            progress.completed += 1
                            if progress.completed == 1_000 { progress.rssAfterFirstThousand = Self.residentBytes() }
                        }
                        progress.finishedTasks += 1
                    })
            }
            // Scrolls, resizes and model edits, interleaved with the updates.
            var scroller = SeededGenerator(seed: seed &+ 1)
            var scrolls = 0
            while progress.finishedTasks < taskCount {
                let height = table.contentSize.height
                table.setContentOffset(Point(x: 0, y: Double.random(in: 0...max(1, height), using: &scroller)))
                if scroller.chance(0.05) {
                    table.setViewportSize(Size(width: 320, height: Double.random(in: 200...900, using: &scroller)))
                }
                if let path = table.indexPathsForVisibleItems.randomElement(using: &scroller),
                    let model = (try? table.model(at: path))?.base(as: TextModel.self)
                {
                    model.title += "!"
                }
                table.checkInvariants()
                expectCellsShowTheirModels(table)
                scrolls += 1
                await Task.yield()
            }
            for sender in senders { await sender.value }

            #expect(progress.completed == taskCount * updatesPerTask)
            #expect(
                table.sections.map { $0.items.map(\.id) } == progress.lastRequested, "the last snapshot did not win")
            table.checkInvariants()
            expectCellsShowTheirModels(table)
            let identifier = AnyCellModel(TextModel("x")).reuseIdentifier
            // A screen of 900 points holds about 21 rows of 44; reuse keeps
            // the cells made to a few screens' worth.
            #expect(table.reuseCounters(for: identifier).created < 100)
            rssAtEnd = Self.residentBytes()
            print(
                "stress: \(progress.completed) updates (\(progress.applied) applied,"
                    + " \(progress.completed - progress.applied) coalesced), \(scrolls) scrolls,"
                    + " \(table.reuseCounters(for: identifier).created) cells created;"
                    + " resident \(progress.rssAfterFirstThousand >> 20) MiB after 1,000 updates, \(rssAtEnd >> 20) MiB at the end"
            )
        }
        #expect(weakTable == nil, "the table outlived the test: a reference cycle")
        #expect(progress.applied > 0)
        #expect(progress.rssAfterFirstThousand > 0)
        // Resident memory grows by at most 16 MiB from the 1,000th update on.
        // Not under a sanitizer: ASan holds freed memory in quarantine, and
        // the other suites running meanwhile allocate in the same process.
        let environment = ProcessInfo.processInfo.environment
        if environment["ASAN_OPTIONS"] == nil && environment["TSAN_OPTIONS"] == nil {
            #expect(rssAtEnd - progress.rssAfterFirstThousand < 16 << 20)
        }
    }
}
