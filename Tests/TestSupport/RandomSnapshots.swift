import ListDiff

/// Random old and new snapshots for property tests, built by editing the old
/// snapshot the way real lists change: deletes, inserts, shuffles, moves
/// between sections and content changes, with optional duplicate identifiers.
public struct RandomSnapshots {
    /// How big and how busy the cases are.
    public struct Limits: Sendable {
        /// The most items a case holds.
        public var maxItems: Int
        /// The most sections a case holds.
        public var maxSections: Int
        /// The probability that identifiers are drawn from a small pool, so
        /// that some repeat.
        public var duplicateChance: Double

        /// Creates the limits.
        public init(maxItems: Int = 40, maxSections: Int = 6, duplicateChance: Double = 0.15) {
            self.maxItems = maxItems
            self.maxSections = maxSections
            self.duplicateChance = duplicateChance
        }
    }

    /// The generator the cases are drawn from.
    public var generator: SeededGenerator
    /// How big and busy the cases are.
    public var limits: Limits

    /// Creates cases fixed by `seed`.
    public init(seed: UInt64, limits: Limits = Limits()) {
        generator = SeededGenerator(seed: seed)
        self.limits = limits
    }

    /// A flat old/new pair.
    public mutating func flatPair() -> (old: [TestItem], new: [TestItem]) {
        let duplicates = generator.chance(limits.duplicateChance)
        let count = Int.random(in: 0...limits.maxItems, using: &generator)
        let pool = duplicates ? max(1, count / 3) : Int.max / 2
        var nextID = 0
        func freshID(_ generator: inout SeededGenerator) -> Int {
            if duplicates { return Int.random(in: 0..<pool, using: &generator) }
            nextID += 1
            return nextID
        }
        var old: [TestItem] = []
        for _ in 0..<count {
            old.append(TestItem(id: freshID(&generator), content: Int.random(in: 0..<3, using: &generator)))
        }
        let new = edit(old, freshID: freshID)
        return (old, new)
    }

    /// A sectioned old/new pair.
    public mutating func sectionedPair() -> (old: [TestSection], new: [TestSection]) {
        let duplicates = generator.chance(limits.duplicateChance)
        let sectionCount = Int.random(in: 0...limits.maxSections, using: &generator)
        var nextSectionID = 0
        var nextItemID = 0
        let itemPool = max(1, limits.maxItems / 3)
        func freshItemID(_ generator: inout SeededGenerator) -> Int {
            if duplicates { return Int.random(in: 0..<itemPool, using: &generator) }
            nextItemID += 1
            return nextItemID
        }
        func freshSectionID(_ generator: inout SeededGenerator) -> Int {
            if duplicates && generator.chance(0.3) {
                return Int.random(in: 0..<max(1, sectionCount), using: &generator)
            }
            nextSectionID += 1
            return 1000 + nextSectionID
        }
        var old: [TestSection] = []
        for _ in 0..<sectionCount {
            let itemCount = Int.random(in: 0...max(0, limits.maxItems / max(1, sectionCount)), using: &generator)
            var items: [TestItem] = []
            for _ in 0..<itemCount {
                items.append(TestItem(id: freshItemID(&generator), content: Int.random(in: 0..<3, using: &generator)))
            }
            let model = TestSectionModel(
                id: freshSectionID(&generator), content: Int.random(in: 0..<2, using: &generator))
            old.append(TestSection(model: model, items: items))
        }

        // Edit the sections, then move items between them, then edit each.
        var new = old
        new.removeAll { _ in generator.chance(0.15) }
        for index in new.indices where generator.chance(0.15) {
            new[index].model.content += 1
        }
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let model = TestSectionModel(id: freshSectionID(&generator))
            var items: [TestItem] = []
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                items.append(TestItem(id: freshItemID(&generator)))
            }
            new.insert(TestSection(model: model, items: items), at: Int.random(in: 0...new.count, using: &generator))
        }
        if new.count > 1 && generator.chance(0.5) {
            let from = Int.random(in: 0..<new.count, using: &generator)
            let section = new.remove(at: from)
            new.insert(section, at: Int.random(in: 0...new.count, using: &generator))
        }
        // Items of deleted sections may reappear elsewhere.
        let survivingIDs = Set(new.map(\.id))
        var homeless = old.filter { !survivingIDs.contains($0.id) }.flatMap(\.items).filter { _ in generator.chance(0.5)
        }
        if !new.isEmpty {
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let from = Int.random(in: 0..<new.count, using: &generator)
                guard !new[from].items.isEmpty else { continue }
                homeless.append(
                    new[from].items.remove(at: Int.random(in: 0..<new[from].items.count, using: &generator)))
            }
            for item in homeless {
                let to = Int.random(in: 0..<new.count, using: &generator)
                new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &generator))
            }
        }
        for index in new.indices {
            new[index].items = edit(new[index].items, freshID: freshItemID)
        }
        return (old, new)
    }

    /// A flat old/new pair sharing a long common prefix and suffix: the
    /// cases trimming must get right. The middle is edited; identifiers of
    /// the prefix and suffix recur in the middle when `duplicates` is drawn;
    /// now and then the lists are all one identifier, one element long, or
    /// equal, or the middle is wide, with dozens of inserts and deletes.
    public mutating func boundaryPair() -> (old: [TestItem], new: [TestItem]) {
        let duplicates = generator.chance(0.4)
        let pool = Int.random(in: 1...6, using: &generator)
        var nextID = 1_000
        func freshID(_ generator: inout SeededGenerator) -> Int {
            if duplicates && generator.chance(0.5) { return Int.random(in: 0..<pool, using: &generator) }
            nextID += 1
            return nextID
        }
        func run(_ count: Int) -> [TestItem] {
            (0..<count).map { _ in TestItem(id: freshID(&generator), content: Int.random(in: 0..<2, using: &generator))
            }
        }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            // All one identifier, of different lengths: prefix and suffix
            // overlap.
            let id = Int.random(in: 0..<pool, using: &generator)
            let old = (0..<Int.random(in: 0...5, using: &generator)).map { _ in TestItem(id: id) }
            let new = (0..<Int.random(in: 0...5, using: &generator)).map { _ in TestItem(id: id) }
            return (old, new)
        case 1:
            let old = run(Int.random(in: 0...1, using: &generator))
            return (old, generator.chance(0.5) ? old : run(Int.random(in: 0...1, using: &generator)))
        case 2:
            // A wide middle: more identifiers left unpaired there than the
            // suffix search compares one by one.
            let prefix = run(Int.random(in: 0...10, using: &generator))
            let suffix = run(Int.random(in: 40...90, using: &generator))
            let middle = run(Int.random(in: 20...60, using: &generator))
            var newMiddle = middle.filter { _ in !generator.chance(0.5) }
            for _ in 0..<Int.random(in: 20...40, using: &generator) {
                let item = TestItem(id: freshID(&generator), content: Int.random(in: 0..<2, using: &generator))
                newMiddle.insert(item, at: Int.random(in: 0...newMiddle.count, using: &generator))
            }
            return (prefix + middle + suffix, prefix + newMiddle + suffix)
        default:
            let prefix = run(Int.random(in: 0...30, using: &generator))
            let suffix = run(Int.random(in: 0...30, using: &generator))
            let middle = run(Int.random(in: 0...4, using: &generator))
            var newMiddle = generator.chance(0.2) ? middle : edit(middle, freshID: freshID)
            // A change exactly at a boundary.
            if generator.chance(0.3), !newMiddle.isEmpty { newMiddle[0].content += 1 }
            if generator.chance(0.3), !newMiddle.isEmpty { newMiddle[newMiddle.count - 1].content += 1 }
            return (prefix + middle + suffix, prefix + newMiddle + suffix)
        }
    }

    /// Deletes, inserts, shuffles and changes some of `items`.
    mutating func edit(_ items: [TestItem], freshID: (inout SeededGenerator) -> Int) -> [TestItem] {
        var result = items.filter { _ in !generator.chance(0.2) }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let item = TestItem(id: freshID(&generator), content: Int.random(in: 0..<3, using: &generator))
            result.insert(item, at: Int.random(in: 0...result.count, using: &generator))
        }
        if result.count > 1 {
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                let from = Int.random(in: 0..<result.count, using: &generator)
                let item = result.remove(at: from)
                result.insert(item, at: Int.random(in: 0...result.count, using: &generator))
            }
        }
        if generator.chance(0.1) { result.reverse() }
        for index in result.indices where generator.chance(0.15) {
            result[index].content += 1
        }
        return result
    }
}
