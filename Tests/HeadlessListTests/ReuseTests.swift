@_spi(Instrumentation) import CellModels
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

/// A custom cell that answers for every phase.
final class CustomCell: HeadlessCell {
    override var layoutBehaviour: CellLayoutBehaviour { .custom }

    override func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy? {
        switch phase {
        case .initial: .makeLayout
        case .reused: .makeLayoutCleanly
        case .needsLayoutSet: .makeAndEditLayout
        case CellLayouting.none: .makeLayout
        }
    }

    override func buildChildren(_ children: ChildBuilder) {
        _ = children.child("badge") { HeadlessLabel() }
    }
}

/// A custom cell that forgot the reused phase.
final class ForgetfulCell: HeadlessCell {
    override var layoutBehaviour: CellLayoutBehaviour { .custom }

    override func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy? {
        phase == .reused ? nil : .makeLayout
    }
}

@MainActor
@Suite("Reuse: registration, dequeue, the pool and its counters")
struct ReuseTests {
    @Test("A registered class makes cells; the pool hands back the last one enqueued, prepared for reuse")
    func pool() throws {
        let pool = ReusePool()
        pool.register(TextCell.self, forReuseIdentifier: "text")
        #expect(pool.isRegistered("text"))
        let a = try pool.dequeue("text")
        let b = try pool.dequeue("text")
        #expect(a !== b && a is TextCell && a.reuseIdentifier == "text")
        #expect(pool.counters(for: "text") == ReuseCounters(created: 2, reused: 0))
        pool.enqueue(a)
        pool.enqueue(b)
        #expect(pool.pooledCount(for: "text") == 2)
        let c = try pool.dequeue("text")
        #expect(c === b)
        #expect(b.prepareForReuseCount == 1 && a.prepareForReuseCount == 0)
        #expect(pool.counters(for: "text") == ReuseCounters(created: 2, reused: 1))
        #expect(pool.totalCounters.dequeued == 3)
        #expect(pool.counters(for: "other") == ReuseCounters())
        pool.removeAllPooledCells()
        #expect(pool.pooledCount(for: "text") == 0)
    }

    @Test(
        "Many identifiers (past the store's comparison limit) each keep their own stack and counters",
        arguments: [3, 16, 17, 40])
    func manyIdentifiers(count: Int) throws {
        let pool = ReusePool()
        let identifiers = (0..<count).map { "identifier \($0) of a list with many kinds of row" }
        for identifier in identifiers { pool.register(TextCell.self, forReuseIdentifier: identifier) }
        var made: [String: HeadlessCell] = [:]
        for identifier in identifiers.reversed() {
            let cell = try pool.dequeue(identifier)
            #expect(cell.reuseIdentifier == identifier)
            made[identifier] = cell
        }
        for identifier in identifiers { pool.enqueue(try #require(made[identifier])) }
        for identifier in identifiers {
            #expect(pool.isRegistered(identifier))
            #expect(pool.pooledCount(for: identifier) == 1)
            // An identifier equal in text but made anew finds the same entry.
            let sameText = String(identifier.utf8.map { Character(UnicodeScalar($0)) })
            #expect(try pool.dequeue(sameText) === made[identifier])
            #expect(pool.counters(for: identifier) == ReuseCounters(created: 1, reused: 1))
        }
        #expect(!pool.isRegistered("identifier \(count) of a list with many kinds of row"))
        #expect(pool.totalCounters == ReuseCounters(created: count, reused: count))
    }

    @Test("A factory receives the identifier and makes the cell")
    func factory() throws {
        let pool = ReusePool()
        var made: [String] = []
        pool.register(forReuseIdentifier: "toggle") { identifier in
            made.append(identifier)
            return ToggleCell(reuseIdentifier: identifier)
        }
        let cell = try pool.dequeue("toggle")
        #expect(cell is ToggleCell)
        #expect(made == ["toggle"])
    }

    @Test("Dequeuing an unregistered identifier is an error in UIKit's words")
    func unregistered() {
        let pool = ReusePool()
        #expect(
            throws: HeadlessListError(
                .unregisteredReuseIdentifier,
                "unable to dequeue a cell with identifier photo - must register a class or a factory for the identifier"
            )
        ) {
            try pool.dequeue("photo")
        }
        let table = HeadlessTable(size: Size(width: 100, height: 100))
        #expect(throws: HeadlessListError.self) { try table.dequeueReusableCell(withIdentifier: "photo") }
        table.register(TextCell.self, forReuseIdentifier: "photo")
        #expect(throws: Never.self) { try table.dequeueReusableCell(withIdentifier: "photo") }
    }

    @Test("A reused cell keeps its binding owner unless another holds it; the old bindings end either way")
    func bindingOwnerOnReuse() throws {
        // One row on screen: scrolling down one row reuses its cell.
        let table = HeadlessTable(size: Size(width: 100, height: 44))
        let models = (0..<3).map { TextModel("\($0)") }
        table.cells = models.map(AnyCellModel.init)
        let cell = try #require(table.cellForItem(at: ItemPath(section: 0, item: 0)) as? TextCell)
        #expect(cell.bindingOwner.bindingCount == 1)

        table.setContentOffset(Point(x: 0, y: 44))
        #expect(table.cellForItem(at: ItemPath(section: 0, item: 1)) === cell)
        #expect(cell.title.text == "1" && cell.bindingOwner.bindingCount == 1)
        models[0].title = "late"
        #expect(cell.title.text == "1")

        let held = cell.bindingOwner
        table.setContentOffset(Point(x: 0, y: 88))
        #expect(table.cellForItem(at: ItemPath(section: 0, item: 2)) === cell)
        #expect(cell.bindingOwner !== held)
        #expect(held.bindingCount == 0 && cell.bindingOwner.bindingCount == 1)
        models[1].title = "late"
        #expect(cell.title.text == "2")
    }

    @Test("A custom cell that does not answer for every phase is an error when it is made")
    func unansweredCustom() throws {
        let pool = ReusePool()
        pool.register(ForgetfulCell.self, forReuseIdentifier: "forgetful")
        do {
            _ = try pool.dequeue("forgetful")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unansweredCustomLayout)
            #expect(
                error.message
                    == "ForgetfulCell declares a custom layout behaviour but gives no strategy for the reused phase: override shouldLayout(on:) to answer for every phase"
            )
        }
        #expect(pool.counters(for: "forgetful").created == 0)
        pool.register(CustomCell.self, forReuseIdentifier: "custom")
        #expect(throws: Never.self) { try pool.dequeue("custom") }
    }

    @Test("A table registers a model's cell type by itself, unless something is registered already")
    func automaticRegistration() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 100))
        let identifier = AnyCellModel(ToggleModel("t", title: "T", isOn: false)).reuseIdentifier
        var factoryCalls = 0
        table.register(forReuseIdentifier: identifier) { identifier in
            factoryCalls += 1
            return ToggleCell(reuseIdentifier: identifier)
        }
        table.cells = [AnyCellModel(ToggleModel("t", title: "T", isOn: false)), AnyCellModel(TextModel("x"))]
        #expect(factoryCalls == 1)
        #expect(table.reuseCounters(for: identifier).created == 1)
        #expect(table.cellForItem(at: path(0, 1)) is TextCell)
    }

    @Test("Counters are kept per reuse identifier across mixed cell types")
    func mixedCounters() {
        let table = HeadlessTable(size: Size(width: 320, height: 88))
        table.cells = (0..<20).map { index in
            index.isMultiple(of: 2)
                ? AnyCellModel(TextModel("t\(index)")) : AnyCellModel(ToggleModel("s\(index)", title: "S", isOn: true))
        }
        var offset = 0.0
        while offset < table.contentSize.height {
            offset += 22
            table.setContentOffset(Point(x: 0, y: offset))
        }
        let text = table.reuseCounters(for: AnyCellModel(TextModel("x")).reuseIdentifier)
        let toggle = table.reuseCounters(for: AnyCellModel(ToggleModel("x", title: "", isOn: false)).reuseIdentifier)
        #expect(text.dequeued == 10 && toggle.dequeued == 10)
        #expect(text.created <= 3 && toggle.created <= 3)
        #expect(table.reusePool.totalCounters.dequeued == 20)
    }
}

@MainActor
@Suite("Binding follows reuse")
struct BindingReuseTests {
    /// One 44-point row on screen at a time.
    func table(_ models: [AnyCellModel]) -> HeadlessTable {
        let table = HeadlessTable(size: Size(width: 320, height: 44))
        table.cells = models
        return table
    }

    @Test("A late change to the old model never reaches the recycled cell (bound with the cell's owner)")
    func ownerBound() throws {
        let a = TextModel("a", "A")
        let b = TextModel("b", "B")
        let table = table([AnyCellModel(a), AnyCellModel(b)])
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? TextCell)
        #expect(cell.title.text == "A")
        table.setContentOffset(Point(x: 0, y: 44))
        #expect(table.cellForItem(at: path(0, 1)) === cell)
        #expect(cell.title.text == "B")
        a.title = "late change to A"
        #expect(cell.title.text == "B")
        b.title = "B2"
        #expect(cell.title.text == "B2")
        #expect(a.$title.bindingCount == 0)
        #expect(cell.model?.id == AnyID("b"))
    }

    @Test("A late change to the old model never reaches the recycled cell (bound with no owner at all)")
    func looselyBound() throws {
        let a = LooseModel("a", "A")
        let b = LooseModel("b", "B")
        let table = table([AnyCellModel(a), AnyCellModel(b)])
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? TextCell)
        #expect(cell.title.text == "A")
        table.setContentOffset(Point(x: 0, y: 44))
        #expect(table.cellForItem(at: path(0, 1)) === cell)
        a.title = "late change to A"
        #expect(cell.title.text == "B")
        b.title = "B2"
        #expect(cell.title.text == "B2")
        #expect(a.$title.bindingCount == 0)
    }

    @Test("A late change to the old model never reaches the recycled cell (unbound in unconfigure)")
    func unconfigureBound() throws {
        let a = FieldModel("a", text: "first")
        let b = FieldModel("b", text: "second")
        let table = table([AnyCellModel(a), AnyCellModel(b)])
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? FieldCell)
        table.setContentOffset(Point(x: 0, y: 44))
        #expect(table.cellForItem(at: path(0, 1)) === cell)
        a.text = "late"
        #expect(cell.field.text == "second")
        // And the user's edits reach only the new model.
        cell.field.simulateTyping("!")
        #expect(b.text == "second!")
        #expect(a.text == "late")
    }

    @Test("A ViewModel-based cell model unbinds through its own unconfigure")
    func viewModelBound() throws {
        let a = NoteModel("a", note: "A")
        let b = NoteModel("b", note: "B")
        let table = table([AnyCellModel(a), AnyCellModel(b)])
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? TextCell)
        #expect(a.isApplied)
        table.setContentOffset(Point(x: 0, y: 44))
        #expect(!a.isApplied && b.isApplied)
        a.note = "late"
        #expect(cell.title.text == "B")
    }

    @Test("A cell in the pool shows no model, and the old model's bindings end before the new one binds")
    func order() throws {
        let a = TextModel("a", "A")
        let table = table([AnyCellModel(a), AnyCellModel(TextModel("b", "B")), AnyCellModel(TextModel("c", "C"))])
        let cell = try #require(table.cellForItem(at: path(0, 0)))
        table.setViewportSize(Size(width: 320, height: 132))
        table.setViewportSize(Size(width: 320, height: 44))
        #expect(table.reusePool.pooledCount(for: cell.reuseIdentifier) == 2)
        let pooled = try table.dequeueReusableCell(withIdentifier: cell.reuseIdentifier)
        #expect(pooled.model == nil)
        #expect(pooled.bindingOwner.bindingCount == 0)
    }
}
