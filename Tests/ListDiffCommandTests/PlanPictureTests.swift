import Foundation
import TestSupport
import Testing

/// The headless browser the picture tests use.
enum Browser {
    /// Chromium's path, when installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// `listdiff plan --format html` in a real browser: headless Chromium loads
/// the page, and the operations drawn in the DOM it ends with are counted
/// against the plan's own counts. `.ci/run` installs Chromium where it can;
/// where there is none, these tests do not run and say so.
@Suite("The picture of a plan, in a browser", .serialized, .enabled(if: Browser.path != nil, "needs Chromium"))
struct PlanPictureTests {
    let binary = BinaryTests()

    /// Runs the browser on `page` and returns the DOM after load.
    func renderedDOM(of page: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Browser.path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the browser failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// How often each operation is drawn: rows carry `data-op` for
    /// deletes, inserts and reloads, arrows for moves.
    func drawn(_ dom: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for operation in ["delete", "insert", "move", "reload"] {
            counts[operation] = dom.components(separatedBy: "data-op=\"\(operation)\"").count - 1
        }
        return counts
    }

    /// The plan's counts, from `--format json`.
    func counts(_ arguments: [String]) throws -> [String: Int] {
        let json = try binary.listdiff(arguments + ["--format", "json"]).standardOutput
        let plan = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let counts = try #require(plan["counts"] as? [String: Int])
        return [
            "delete": counts["deletes"]!, "insert": counts["inserts"]!, "move": counts["moves"]!,
            "reload": counts["reloads"]!,
        ]
    }

    func page(_ arguments: [String], name: String) throws -> URL {
        let run = try binary.listdiff(arguments + ["--format", "html"])
        try #require(run.status == 0, "\(run.standardError)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-\(name)-\(UUID()).html")
        try run.standardOutput.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Writes `text` to a new temporary file and returns its path.
    func temporaryFile(_ text: String, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-\(name)-\(UUID()).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The operations a fold stands for: `data-fold-delete="998"` and so on.
    func folded(_ dom: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for operation in ["delete", "insert", "move", "reload"] {
            for part in dom.components(separatedBy: "data-fold-\(operation)=\"").dropFirst() {
                counts[operation, default: 0] += Int(part.prefix { $0.isNumber }) ?? 0
            }
        }
        return counts
    }

    /// The plan's reloads, stage by stage, from `--format json`.
    func reloadsByStage(_ arguments: [String]) throws -> [Int] {
        let json = try binary.listdiff(arguments + ["--format", "json"]).standardOutput
        let plan = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let stages = try #require(plan["stages"] as? [[String: Any]])
        return stages.map { stage in
            ["sections", "items"].reduce(0) { count, group in
                count + (((stage[group] as? [String: Any])?["reload"] as? [Any])?.count ?? 0)
            }
        }
    }

    /// What a person sees once the browser has laid `page` out: a copy of
    /// the page with a script that measures it (arrows against the page and
    /// their stage, text that does not fit its row, rows that overlap,
    /// reloaded rows and whether each is yellow and not covered), read back
    /// from the DOM, which is returned too. The page itself has no script.
    func layout(of page: URL) throws -> (dom: String, layout: Layout) {
        let html = try String(contentsOf: page, encoding: .utf8)
        let measured = html.replacingOccurrences(of: "</body>", with: "<script>\(Self.measure)</script>\n</body>")
        let url = page.deletingPathExtension().appendingPathExtension("measured.html")
        try measured.write(to: url, atomically: true, encoding: .utf8)
        let dom = try renderedDOM(of: url)
        let start = try #require(dom.range(of: "<pre id=\"layout-report\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let text = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return (dom, try JSONDecoder().decode(Layout.self, from: Data(text.utf8)))
    }

    /// The measurements the script reports.
    struct Layout: Decodable {
        struct Stage: Decodable {
            /// Reloads drawn on the before side (`data-op`) and marked on
            /// the after side (`data-reloaded`).
            var reloadsBefore: Int
            var reloadsAfter: Int
            /// Reloaded rows, either side, not yellow or covered by another
            /// element where a person would look.
            var unmarkedReloads: Int
            /// The stage's note of what it folded.
            var note: String
        }
        var arrows: Int
        var arrowsOutside: Int
        var longestArrow: Double
        var overflowing: [String]
        var overlaps: Int
        var stages: [Stage]
        /// The page's text as a person would read (and copy) it.
        var text: String
    }

    static let measure = """
        (function () {
          const page = document.documentElement;
          const width = page.scrollWidth, height = page.scrollHeight;
          const report = { arrows: 0, arrowsOutside: 0, longestArrow: 0, overflowing: [], overlaps: 0 };
          for (const arrow of document.querySelectorAll('path.arrow')) {
            report.arrows++;
            const r = arrow.getBoundingClientRect(), c = arrow.closest('.canvas').getBoundingClientRect();
            const top = r.top + scrollY, bottom = r.bottom + scrollY, left = r.left + scrollX, right = r.right + scrollX;
            if (left < 0 || top < 0 || right > width || bottom > height
                || r.top < c.top - 1 || r.bottom > c.bottom + 1 || r.right > c.right + 1) report.arrowsOutside++;
            report.longestArrow = Math.max(report.longestArrow, r.height);
          }
          for (const row of document.querySelectorAll('.row')) {
            if (row.scrollHeight > row.clientHeight + 1 || row.scrollWidth > row.clientWidth + 1)
              report.overflowing.push(row.textContent.slice(0, 120));
          }
          for (const column of document.querySelectorAll('.column')) {
            let bottom = -Infinity;
            for (const row of column.querySelectorAll('.row')) {
              const r = row.getBoundingClientRect();
              if (r.top < bottom - 0.5) report.overlaps++;
              bottom = r.bottom;
            }
          }
          const seen = row => {
            row.scrollIntoView({ block: 'center' });
            const r = row.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + 8, r.top + r.height / 2);
            return (hit === row || row.contains(hit))
              && getComputedStyle(row).backgroundColor === 'rgb(253, 240, 200)';
          };
          report.stages = [...document.querySelectorAll('section.stage')].map(stage => {
            const before = [...stage.querySelectorAll('.column.before .row.reload[data-op]')];
            const after = [...stage.querySelectorAll('.column.after .row.reload[data-reloaded]')];
            const note = stage.querySelector('.folded');
            return { reloadsBefore: before.length, reloadsAfter: after.length,
                     unmarkedReloads: [...before, ...after].filter(row => !seen(row)).length,
                     note: note ? note.innerText : '' };
          });
          window.scrollTo(0, 0);
          report.text = document.body.innerText;
          const pre = document.createElement('pre');
          pre.id = 'layout-report';
          pre.textContent = JSON.stringify(report);
          document.body.appendChild(pre);
        })();
        """

    /// The fixtures with every kind of operation and stage: the mixed
    /// screens, the spec's example, records.
    static let fixtures = FixtureCorpus.files.filter {
        $0.contains("mixed-") || $0.contains("spec-example") || $0.contains("records") || $0.contains("stage")
    }

    @Test("A fixture's operations are drawn, each once", arguments: fixtures)
    func fixture(_ file: String) throws {
        let arguments = ["plan", "Fixtures/\(file)"]
        let (dom, layout) = try layout(of: try page(arguments, name: "fixture"))
        #expect(dom.contains("<svg class=\"arrows\"") || dom.contains("No changes"), "\(file)")
        #expect(drawn(dom) == (try counts(arguments)), "\(file)")
        // As a person sees it: readable, reloads marked on both sides, an
        // arrow for each move.
        expectReadable(layout, reloads: try reloadsByStage(arguments), file)
        #expect(layout.arrows == (try counts(arguments))["move"], "\(file)")
    }

    @Test("10,000 items: the page stays small, every operation is drawn")
    func tenThousandItems() throws {
        var random = SeededGenerator(seed: 13)
        let old = (0..<10_000).map { "item-\($0)" }
        var new = old.filter { _ in !random.chance(0.01) }
        for index in 0..<40 { new.insert("new-\(index)", at: Int.random(in: 0...new.count, using: &random)) }
        new.swapAt(100, 9_000)
        func write(_ items: [String], _ name: String) throws -> String {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-\(name)-\(UUID()).json")
            let json = "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]"
            try json.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let arguments = ["plan", try write(old, "old"), try write(new, "new")]
        let url = try page(arguments, name: "large")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 200_000, "unchanged runs are folded")
        let dom = try renderedDOM(of: url)
        let expected = try counts(arguments)
        #expect(expected["move"] == 2 && expected["insert"] == 40)
        #expect(drawn(dom) == expected)
        #expect(dom.contains("unchanged items"))
    }

    /// Checks what a person sees on any page: arrows inside the page and
    /// their stage and no longer than the writer's bound, every row's text
    /// whole inside its row, no two rows over each other, and every reload
    /// marked on both sides, yellow and uncovered.
    func expectReadable(_ layout: Layout, reloads: [Int], _ what: String) {
        #expect(layout.arrowsOutside == 0, "\(what): an arrow leaves the page or its stage")
        #expect(layout.longestArrow <= 810, "\(what): an arrow spans \(layout.longestArrow) pixels")
        #expect(layout.overflowing.isEmpty, "\(what): text cut in \(layout.overflowing)")
        #expect(layout.overlaps == 0, "\(what)")
        #expect(layout.stages.map(\.reloadsBefore) == reloads, "\(what)")
        #expect(layout.stages.map(\.reloadsAfter) == reloads, "\(what): a reload not marked after")
        #expect(layout.stages.allSatisfy { $0.unmarkedReloads == 0 }, "\(what)")
    }

    @Test("A flat list has no section row, and the text output's positions")
    func flatList() throws {
        for file in ["flat/records-todo-list.json", "flat/move-plus-content-change.json", "flat/feed-refresh.json"] {
            let arguments = ["plan", "Fixtures/\(file)"]
            let (_, layout) = try layout(of: try page(arguments, name: "flat"))
            #expect(!layout.text.contains("[0] \"\""), "\(file): a section row")
            #expect(!layout.text.contains("[0, "), "\(file): a section's position")
            // Every operation of the text output, positions and identifier,
            // is on the page as the text output writes it.
            let text = try binary.listdiff(arguments).standardOutput
            for line in text.split(separator: "\n") where line.hasPrefix("  ") {
                let drawn = try #require(line.range(of: "item ")).upperBound
                #expect(layout.text.contains(line[drawn...]), "\(file): \(line)")
            }
        }
    }

    @Test("500 records: reloads marked on both sides, each with its changed fields; identifiers whole")
    func reloadedRecords() throws {
        let long = "-a-very-long-identifier-that-does-not-fit-on-one-line-of-the-picture-"
        func record(_ index: Int, score: Int, name: String) -> String {
            #"{"id": "user-\#(index)\#(long)\#(index)", "name": "\#(name)", "score": \#(score)}"#
        }
        var old = (0..<500).map { record($0, score: $0, name: "Name \($0)") }
        var new = old
        for index in [77, 165, 202, 333, 485] {
            new[index] = record(index, score: index + 1_000, name: "Name \(index)")
        }
        new.remove(at: 21)
        new.remove(at: 10)
        new.insert(#"{"id": "fresh-1", "name": "New", "score": 0}"#, at: 3)
        new.insert(new.remove(at: 100), at: 400)
        new.remove(at: 250)
        new.insert(record(252, score: 252, name: "Renamed"), at: 5)
        // A record whose identifier is longer than the picture draws: cut,
        // and whole in its tooltip.
        let huge = String(repeating: "z", count: 1_200)
        old.append(#"{"id": "\#(huge)", "score": 1}"#)
        new.append(#"{"id": "\#(huge)", "score": 2}"#)
        let arguments = [
            "plan", try temporaryFile("[" + old.joined(separator: ",\n") + "]", "old"),
            try temporaryFile("[" + new.joined(separator: ",\n") + "]", "new"),
        ]
        let url = try page(arguments, name: "records")
        let reloads = try reloadsByStage(arguments)
        #expect(reloads == [6, 1], "five changed, one cut; one moved and changed")
        let (dom, layout) = try layout(of: url)
        expectReadable(layout, reloads: reloads, "500 records")
        for index in [77, 165, 202, 333, 485] { #expect(layout.text.contains("score: \(index) → \(index + 1_000)")) }
        #expect(layout.text.contains("score: 1 → 2"))
        #expect(layout.text.contains(#"name: "Name 252" → "Renamed""#))
        #expect(layout.text.contains("\"user-252\(long)252\""), "an identifier whole, wrapped")
        #expect(!layout.text.contains(huge) && layout.text.contains(String(huge.prefix(300))))
        #expect(dom.contains("title=\"&quot;\(huge)&quot;\""), "the cut identifier whole in its tooltip")
        #expect(drawn(dom) == (try counts(arguments)))
    }

    @Test("200,000 records, 20,000 moved: a small page that says what it folded")
    func veryManyOperations() throws {
        var random = SeededGenerator(seed: 24)
        let count = 200_000
        // Every 100th item is a record; 20,000 items move to random places,
        // 2,000 records change, 1,000 items go and 1,000 arrive.
        func item(_ id: Int, changed: Bool = false) -> String {
            id % 100 == 0 ? #"{"id": \#(id), "v": \#(changed ? 2 : 1)}"# : String(id)
        }
        let old = (0..<count).map { item($0) }
        // The new order: by a key, an item's index unless it moves or
        // arrives.
        var keyed = (0..<count).filter { $0 % 200 != 1 }.map { (key: Double($0), id: $0) }
        for _ in 0..<20_000 {
            keyed[Int.random(in: 0..<keyed.count, using: &random)].key = Double.random(
                in: 0..<Double(count), using: &random)
        }
        for index in 0..<1_000 {
            keyed.append((Double.random(in: 0..<Double(count), using: &random), count + 1 + index * 2))
        }
        let new = keyed.sorted { $0.key < $1.key }.map { item($0.id, changed: $0.id % 200 == 0) }
        let arguments = [
            "plan", try temporaryFile("[" + old.joined(separator: ",") + "]", "old"),
            try temporaryFile("[" + new.joined(separator: ",") + "]", "new"),
        ]
        let url = try page(arguments, name: "very-many")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 500_000, "a page of \(size) bytes")
        let expected = try counts(arguments)
        #expect(expected["move"]! > 15_000 && expected["reload"]! > 900, "\(expected)")
        let (dom, layout) = try layout(of: url)
        let drawn = drawn(dom)
        let folded = folded(dom)
        for operation in expected.keys {
            #expect(drawn[operation, default: 0] + folded[operation, default: 0] == expected[operation])
        }
        #expect(drawn.values.reduce(0, +) < 2_000, "most operations are counted, not drawn")
        #expect(layout.arrows <= 200 * layout.stages.count)
        #expect(layout.arrowsOutside == 0 && layout.longestArrow <= 810)
        #expect(layout.overflowing.isEmpty && layout.overlaps == 0)
        #expect(layout.stages.allSatisfy { $0.unmarkedReloads == 0 })
        #expect(layout.stages.first?.note.contains("beyond them are counted, not drawn") == true)
        #expect(layout.text.contains("more items not drawn"))
    }

    @Test("A run folded past the rows drawn is counted once")
    func runPastTheCut() throws {
        // Every third of the first 1,000 items moves to the end: more rows
        // than are drawn; then a run of 400 deletes, folded, after them.
        let old = Array(0..<2_000)
        let moved = old.prefix(1_000).filter { $0 % 3 == 0 }
        let new = old.filter { $0 % 3 != 0 || $0 >= 1_000 }.filter { !(1_500..<1_900).contains($0) } + moved
        func json(_ items: [Int]) -> String { "[" + items.map(String.init).joined(separator: ",") + "]" }
        let arguments = ["plan", try temporaryFile(json(old), "old"), try temporaryFile(json(new), "new")]
        let dom = try renderedDOM(of: try page(arguments, name: "past-the-cut"))
        let expected = try counts(arguments)
        #expect(expected["delete"] == 400)
        #expect(dom.contains("data-fold-delete=\"400\""), "the run, counted in the last row")
        let drawn = drawn(dom)
        let folded = folded(dom)
        for operation in expected.keys {
            #expect(drawn[operation, default: 0] + folded[operation, default: 0] == expected[operation], "\(operation)")
        }
    }
}
