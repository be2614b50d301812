import ListDiff

/// Seeded random batch updates on random lists, for the rules engine: most
/// stages break some rule (an index off by one, a wrong identifier, a
/// section claimed twice, an item moving into an inserted section), some
/// are valid. Lists are sorted by position, so the exchange format's
/// sorted-list rule rarely decides.
public struct RandomStages {
    /// The generator.
    public var random: SeededGenerator

    /// Creates a generator from `seed`.
    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A list of up to four sections of up to four items, with identifiers
    /// drawn from small alphabets so that repeats occur.
    public mutating func list() -> [TestSection] {
        (0..<Int.random(in: 0...4, using: &random)).map { section in
            let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                TestItem(id: Int.random(in: 0...9, using: &random))
            }
            let id = random.chance(0.1) ? 0 : section
            return TestSection(model: TestSectionModel(id: id), items: items)
        }
    }

    /// A stage of random operations on `list`, positions sometimes out of
    /// range, identifiers mostly the ones found there.
    public mutating func stage(on list: [TestSection]) -> Stage<Int, Int> {
        var stage = Stage<Int, Int>()
        let count = list.count
        // An index in range, or now and then just outside it.
        func index(_ bound: Int) -> Int {
            bound == 0 || random.chance(0.15)
                ? (random.chance(0.5) ? -1 : bound) : Int.random(in: 0..<bound, using: &random)
        }
        func sectionID(_ index: Int) -> Int {
            list.indices.contains(index) && !random.chance(0.1) ? list[index].id : Int.random(in: 0...5, using: &random)
        }
        func path(_ sections: Int, _ items: (Int) -> Int) -> ItemPath {
            let section = index(sections)
            return ItemPath(section: section, item: index(items(section)))
        }
        func itemCount(_ section: Int) -> Int { list.indices.contains(section) ? list[section].items.count : 2 }
        func itemID(_ path: ItemPath) -> Int {
            if list.indices.contains(path.section), list[path.section].items.indices.contains(path.item),
                !random.chance(0.1)
            {
                return list[path.section].items[path.item].id
            }
            return Int.random(in: 0...12, using: &random)
        }
        func some<T>(_ emptyChance: Double = 0.5, _ make: () -> T) -> [T] {
            random.chance(emptyChance) ? [] : (0..<Int.random(in: 1...2, using: &random)).map { _ in make() }
        }
        stage.sectionDeletes = some(0.8) { index(count) }.map { Placement(at: $0, id: sectionID($0)) }
        stage.sectionReloads = some(0.8) { index(count) }.map { Placement(at: $0, id: sectionID($0)) }
        stage.sectionMoves = some(0.8) { (index(count), index(count)) }.map {
            IdentifiedMove(from: $0.0, to: $0.1, id: sectionID($0.0))
        }
        stage.sectionInserts = some(0.8) { index(count) }.map {
            SectionInsertion(
                at: $0, id: Int.random(in: 0...6, using: &random),
                items: some { Int.random(in: 0...12, using: &random) })
        }
        stage.itemDeletes = some { path(count, itemCount) }.map { Placement(at: $0, id: itemID($0)) }
        stage.itemReloads = some { path(count, itemCount) }.map { Placement(at: $0, id: itemID($0)) }
        stage.itemMoves = some { (path(count, itemCount), path(count, itemCount)) }.map {
            IdentifiedMove(from: $0.0, to: $0.1, id: itemID($0.0))
        }
        stage.itemInserts = some { path(count, { itemCount($0) + 1 }) }.map {
            Placement(at: $0, id: Int.random(in: 0...12, using: &random))
        }
        // Sorted, as the exchange format wants, so both modes judge alike.
        stage.sectionDeletes.sort { $0.at < $1.at }
        stage.sectionReloads.sort { $0.at < $1.at }
        stage.sectionMoves.sort { $0.from < $1.from }
        stage.sectionInserts.sort { $0.at < $1.at }
        stage.itemDeletes.sort { $0.at < $1.at }
        stage.itemReloads.sort { $0.at < $1.at }
        stage.itemMoves.sort { $0.from < $1.from }
        stage.itemInserts.sort { $0.at < $1.at }
        return stage
    }
}
