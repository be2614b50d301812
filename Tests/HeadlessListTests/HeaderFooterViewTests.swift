import CellModels
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

/// A custom header view that forgot the reused phase.
final class ForgetfulHeader: HeadlessHeaderFooterView {
    override var layoutBehaviour: CellLayoutBehaviour { .custom }

    override func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy? {
        phase == .reused ? nil : .makeLayout
    }
}

@MainActor
@Suite("Header and footer views: dequeued, bound, sized, reused, updated")
struct HeaderFooterViewTests {
    func bannerSection(_ id: String, _ title: String, rows: Int, footer: SectionSupplement? = nil) -> CellSection {
        CellSection(
            id: id, header: .model(BannerModel("h-\(id)", title)), footer: footer,
            items: .text((0..<rows).map { "\(id)\($0)" }))
    }

    func headerEvents(_ events: [ListEvent]) -> [ListEvent] {
        events.filter {
            switch $0 {
            case .willDisplayHeader, .didEndDisplayingHeader, .willDisplayFooter, .didEndDisplayingFooter: true
            default: false
            }
        }
    }

    @Test("A model header gets a view, configured and framed; title headers and footers stay geometry")
    func display() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 200))
        table.sections = [
            bannerSection("a", "Alpha", rows: 2, footer: .title("end")),
            CellSection(id: "b", header: .title("B"), items: .text(["b0"])),
        ]
        let header = try #require(table.headerView(forSection: 0) as? BannerView)
        #expect(header.title.text == "Alpha")
        #expect(header.frame == Rect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.footerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1) == nil)
        #expect(try table.frameForFooter(inSection: 0) == Rect(x: 0, y: 116, width: 320, height: 28))
        #expect(try table.frameForHeader(inSection: 1) == Rect(x: 0, y: 144, width: 320, height: 28))
        #expect(try table.frameForItem(at: path(1, 0)) == Rect(x: 0, y: 172, width: 320, height: 44))
        #expect(
            table.events == [
                .beginUpdates, .insertSections([0, 1]), .endUpdates,
                .willDisplay(path(0, 0)), .willDisplay(path(0, 1)), .willDisplay(path(1, 0)),
                .willDisplayHeader(0),
            ])
        #expect(table.instrumentation.headerFooterViews == ReuseCounters(created: 1, reused: 0))
        #expect(ListEvent.willDisplayHeader(0).description == "will display header 0")
        #expect(ListEvent.didEndDisplayingFooter(2).description == "did end displaying footer 2")
    }

    @Test("Frames of headers and footers follow inserts and deletes above them")
    func framesAfterUpdates() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 1_000), metrics: TableLayout.Metrics(style: .grouped))
        let footer = SectionSupplement.model(BannerModel("f-b", "Footer"))
        table.sections = [bannerSection("a", "A", rows: 1), bannerSection("b", "B", rows: 2, footer: footer)]
        let headerB = try #require(table.headerView(forSection: 1))
        let footerB = try #require(table.footerView(forSection: 1))
        #expect(headerB.frame == Rect(x: 0, y: 72, width: 320, height: 28))
        #expect(footerB.frame == Rect(x: 0, y: 188, width: 320, height: 28))
        table.clearEvents()
        table.sections = [bannerSection("a", "A", rows: 3), bannerSection("b", "B", rows: 1, footer: footer)]
        #expect(table.headerView(forSection: 1) === headerB)
        #expect(table.footerView(forSection: 1) === footerB)
        #expect(headerB.frame == Rect(x: 0, y: 160, width: 320, height: 28))
        #expect(footerB.frame == Rect(x: 0, y: 232, width: 320, height: 28))
        #expect(headerEvents(table.events).isEmpty)
        table.sections = [bannerSection("b", "B", rows: 1, footer: footer)]
        #expect(headerEvents(table.events) == [.didEndDisplayingHeader(0)])
        #expect(headerB.frame == Rect(x: 0, y: 0, width: 320, height: 28))
        #expect(footerB.frame == Rect(x: 0, y: 72, width: 320, height: 28))
    }

    @Test("Header views are reused, and the bindings of the model they showed end on reuse")
    func reuse() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 100), metrics: TableLayout.Metrics(style: .grouped))
        let models = (0..<5).map { BannerModel("h\($0)", "Header \($0)") }
        table.sections = models.enumerated().map { index, model in
            CellSection(id: index, header: .model(model), items: .text((0..<3).map { "r\(index).\($0)" }))
        }
        let first = try #require(table.headerView(forSection: 0) as? BannerView)
        table.clearEvents()
        // Each section is 28 + 3 × 44 = 160 high: at 200, section 1's header
        // (160 to 188) is on screen and section 0's is not.
        table.setContentOffset(Point(x: 0, y: 170))
        #expect(headerEvents(table.events) == [.didEndDisplayingHeader(0), .willDisplayHeader(1)])
        #expect(table.headerView(forSection: 1) === first)
        #expect(first.prepareForReuseCount == 1)
        #expect(first.title.text == "Header 1")
        models[0].title = "late change"
        #expect(first.title.text == "Header 1")
        models[1].title = "Header one"
        #expect(first.title.text == "Header one")
        #expect(table.instrumentation.headerFooterViews == ReuseCounters(created: 1, reused: 1))
        #expect(first.layoutHistory == [CellLayoutPass(.initial, .makeLayout), CellLayoutPass(.reused, .none)])
    }

    @Test("Fixed, computed and measured header heights")
    func heights() throws {
        let fixed = HeadlessTable(size: Size(width: 320, height: 400))
        fixed.sections = [
            CellSection(id: "a", header: .model(BannerModel("h", text(25), height: 50)), items: .text(["r"]))
        ]
        #expect(try fixed.frameForItem(at: path(0, 0)).minY == 28)

        let computed = HeadlessTable(
            size: Size(width: 320, height: 400), metrics: TableLayout.Metrics(supplementHeight: .computed))
        computed.sections = fixed.sections
        #expect(computed.headerView(forSection: 0)?.frame == Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(try computed.frameForItem(at: path(0, 0)).minY == 50)

        let measured = HeadlessTable(
            size: Size(width: 320, height: 400), metrics: TableLayout.Metrics(supplementHeight: .measured))
        measured.sections = fixed.sections
        // 25 characters: three lines, 50 points; the estimate was 28.
        #expect(measured.headerView(forSection: 0)?.frame == Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(try measured.frameForItem(at: path(0, 0)).minY == 50)
        #expect(try !measured.layout.needsMeasurement(of: .header, inSection: 0))
        #expect(measured.instrumentation.sizingPasses == 1)
        // A reloaded section's header is measured again with its new model.
        measured.sections = [CellSection(id: "a", header: .model(BannerModel("h", "short")), items: .text(["r"]))]
        #expect(try measured.frameForItem(at: path(0, 0)).minY == 30)
        #expect((measured.headerView(forSection: 0) as? BannerView)?.title.text == "short")
        #expect(measured.instrumentation.sizingPasses == 2)

        let collection = HeadlessCollection(
            size: Size(width: 300, height: 400),
            metrics: FlowLayout.Metrics(headerHeight: 10, supplementHeight: .measured))
        collection.sections = fixed.sections
        #expect(collection.headerView(forSection: 0)?.frame == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(try collection.frameForItem(at: path(0, 0)).minY == 50)
    }

    @Test("A reloaded section's header view shows the new model in place; a moved section's view follows it")
    func reloadAndMove() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 1_000), metrics: TableLayout.Metrics(style: .grouped))
        let oldA = BannerModel("h-a", "A")
        let a = CellSection(id: "a", header: .model(oldA), items: .text(["a0"]))
        let b = bannerSection("b", "B", rows: 1)
        table.sections = [a, b]
        let viewA = try #require(table.headerView(forSection: 0) as? BannerView)
        let viewB = try #require(table.headerView(forSection: 1) as? BannerView)
        table.clearEvents()

        let newA = CellSection(id: "a", header: .model(BannerModel("h-a", "A2")), items: .text(["a0"]))
        table.sections = [newA, b]
        #expect(table.events.contains(.reloadSections([0])))
        #expect(headerEvents(table.events).isEmpty)
        #expect(table.headerView(forSection: 0) === viewA)
        #expect(viewA.title.text == "A2")
        oldA.title = "stale"
        #expect(viewA.title.text == "A2")

        table.clearEvents()
        table.sections = [b, newA]
        #expect(table.events.contains(.moveSection(1, to: 0)) || table.events.contains(.moveSection(0, to: 1)))
        #expect(headerEvents(table.events).isEmpty)
        #expect(table.headerView(forSection: 0) === viewB)
        #expect(table.headerView(forSection: 1) === viewA)
        #expect(viewB.frame.minY == 0)
        #expect(viewA.frame.minY == 72)

        // A reload by hand reconfigures too; a header that becomes a title
        // loses its view.
        var updates = BatchUpdates()
        updates.reloadSections([0, 1])
        try table.performBatchUpdates(
            updates,
            sections: [
                CellSection(id: "b", header: .model(BannerModel("h-b", "B2")), items: .text(["b0"])),
                CellSection(id: "a", header: .title("A"), items: .text(["a0"])),
            ])
        #expect(table.headerView(forSection: 0) === viewB)
        #expect(viewB.title.text == "B2")
        #expect(table.headerView(forSection: 1) == nil)
        #expect(headerEvents(table.events) == [.didEndDisplayingHeader(1)])
    }

    @Test("Errors leave the table, its header views and its counters unchanged")
    func errors() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 300))
        table.sections = [bannerSection("a", "A", rows: 2)]
        let view = try #require(table.headerView(forSection: 0))
        let events = table.events
        let counters = table.instrumentation
        var updates = BatchUpdates()
        updates.insertItems(at: [path(0, 5)])
        #expect(throws: HeadlessListError.self) {
            try table.performBatchUpdates(updates, sections: [bannerSection("a", "Changed", rows: 3)])
        }
        updates = BatchUpdates()
        updates.reloadSections([3])
        #expect(throws: HeadlessListError.self) {
            try table.performBatchUpdates(updates, sections: [bannerSection("a", "Changed", rows: 2)])
        }
        #expect(
            throws: HeadlessListError(
                .unregisteredReuseIdentifier,
                "unable to dequeue a header or footer view with identifier nothing - must register a class or a factory for the identifier"
            )
        ) {
            try table.dequeueReusableHeaderFooterView(withIdentifier: "nothing")
        }
        #expect(table.events == events)
        #expect(table.instrumentation == counters)
        #expect(table.headerView(forSection: 0) === view)
        #expect((view as? BannerView)?.title.text == "A")
        #expect(try table.numberOfItems(inSection: 0) == 2)
        #expect(view.frame == Rect(x: 0, y: 0, width: 320, height: 28))

        table.register(forHeaderFooterViewReuseIdentifier: "forgetful") { ForgetfulHeader(reuseIdentifier: $0) }
        #expect(throws: HeadlessListError.self) {
            try table.dequeueReusableHeaderFooterView(withIdentifier: "forgetful")
        }
        #expect(table.instrumentation == counters)
        table.register(BannerView.self, forHeaderFooterViewReuseIdentifier: "banner")
        let made = try table.dequeueReusableHeaderFooterView(withIdentifier: "banner")
        #expect(made is BannerView && made.reuseIdentifier == "banner")
    }

    @Test("A header model whose view type is not a header view, and not registered, stays geometry")
    func geometryOnlyModel() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 300))
        table.sections = [CellSection(id: "a", header: .model(TextModel("h")), items: .text(["a0"]))]
        #expect(table.headerView(forSection: 0) == nil)
        #expect(try table.frameForItem(at: path(0, 0)).minY == 28)
    }
}
