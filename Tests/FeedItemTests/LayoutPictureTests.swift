import ConstraintSolver
import FeedItem
import Foundation
import HeadlessViews
import Testing

/// The headless browser the picture tests use.
enum Browser {
    /// Chromium's path, when installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}

@MainActor
@Suite("The picture of a layout")
struct LayoutPictureTests {
    /// The feed item laid out at 375 points.
    func feedItem() throws -> FeedItemView {
        let item = FeedItemView(style: .anchors)
        try item.layOutParts()
        item.setData(FeedItemData.generate(count: 1)[0])
        item.layoutFitting(width: 375)
        return item
    }

    @Test("Every view is drawn at its frame in the root's coordinates, with its name, class and constraints")
    func feedItemPicture() throws {
        let page = try feedItem().layoutPicture()
        #expect(page.components(separatedBy: "data-view=").count - 1 == 21)
        // The poster's name label: 52 in, 21 down (20 of top bar, 1 inset).
        #expect(
            page.contains(
                "data-name=\"posterNameLabel\" data-class=\"HeadlessLabel\" data-state=\"ok\"><rect x=\"60\" y=\"29\" width=\"319\" height=\"20\"/>"
            ))
        #expect(page.contains("<li>posterNameLabel.top == posterImageView.top + 1 (required)</li>") == false)
        #expect(page.contains("<li>posterNameLabel.leading == posterImageView.trailing + 2 (required)</li>"))
        #expect(!page.contains("data-state=\"ambiguous\"") && !page.contains("data-state=\"conflicting\""))
    }

    @Test("Names are clipped to their views' frames, and the root's, named by the heading, is not drawn")
    func namesStayInTheirFrames() throws {
        let page = try feedItem().layoutPicture()
        let texts = page.components(separatedBy: "<text").dropFirst()
        #expect(texts.count == 20)
        for (offset, text) in texts.enumerated() {
            let index = offset + 1
            #expect(
                text.hasPrefix(" clip-path=\"url(#clip\(index))\"")
                    || text.hasPrefix(" class=\"holder\" clip-path=\"url(#clip\(index))\""))
        }
        // The poster's image view is 50 wide at (8, 20), drawn 8 in: its name
        // is clipped to that rectangle, not to the name label beside it.
        #expect(page.contains("<clipPath id=\"clip5\"><rect x=\"8\" y=\"28\" width=\"50\" height=\"66\"/></clipPath>"))
        #expect(!page.contains(">feedItem</text>"))
    }

    @Test("Ambiguous and conflicting views are marked, names escaped")
    func marks() throws {
        let root = HeadlessView(identifier: "<root>")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let loose = HeadlessView(identifier: "loose")
        let fixed = HeadlessView(identifier: "fixed")
        try root.makeLayout { layout in
            layout.put(loose) { loose in
                loose.top.distanceToParent(at: 0, priority: .required)
                loose.leading.distanceToParent(at: 0, priority: .required)
                loose.height.equal(with: 10, priority: .required)
                loose.width.moreThan(10, priority: .required)
            }
            layout.put(fixed) { fixed in
                fixed.fillSafeArea(priority: .required)
                fixed.width.equal(with: 200, priority: .required)
            }
        }
        // Safe-area insets that the fill and the width cannot both meet:
        // the system built again leaves the width out, as UIKit breaks one.
        root.safeAreaInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        root.layoutIfNeeded()
        let page = root.layoutPicture()
        #expect(page.contains("data-name=\"loose\" data-class=\"HeadlessView\" data-state=\"ambiguous\""))
        #expect(page.contains("data-name=\"&lt;root&gt;\""))
        #expect(page.contains("<li class=\"ambiguous\"><a href=\"#view1\">loose</a>: ambiguous</li>"))
        #expect(page.contains("data-name=\"fixed\" data-class=\"HeadlessView\" data-state=\"conflicting\""))
        #expect(page.contains("<li class=\"conflicting\"><a href=\"#view2\">fixed</a>: conflicting</li>"))
    }

    @Test(
        "In a browser: every view is in the DOM, and a view's constraints show when it is the target",
        .enabled(if: Browser.path != nil, "needs Chromium"))
    func inBrowser() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID()).html")
        try feedItem().layoutPicture().write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Browser.path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url.absoluteString + "#view5",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the browser failed")
        let dom = String(decoding: data, as: UTF8.self)
        #expect(dom.components(separatedBy: "class=\"view ok\"").count - 1 == 21)
        #expect(dom.components(separatedBy: "<section id=\"view").count - 1 == 21)
        #expect(dom.contains("<title>Layout of feedItem</title>"))
    }
}
