import ListDiff

/// Makes a JSON Patch (RFC 6902) that turns one snapshot document, exactly
/// as it was given, into another, from the plan between them.
///
/// The operations come in passes, each computing its JSON Pointers in the
/// document as the operations before it left it:
///
/// 1. `remove` the deleted items of the sections that stay (a deleted
///    section's items go with it in pass 4);
/// 2. sections, in new order: `move` each section the plan moves, and `add`
///    each inserted one, right after the section that precedes it in the
///    new snapshot;
/// 3. items, section by section in new order: `move` each item the plan
///    moves (within its section or from another), and `add` each inserted
///    one, right after the item that precedes it;
/// 4. `remove` the deleted sections;
/// 5. `replace` what changed in the sections and items that stay, at their
///    new positions: the changed members of an object (with `add` and
///    `remove` for members that come and go) where that is shorter than the
///    whole value, else the whole value; and the same for the members of a
///    snapshot object other than its list.
///
/// So a move of the plan is one `move`, however far it goes: rotating
/// 100,000 records by one is one operation. An inserted section that only
/// holds new items is added whole; one that receives moved items is added
/// empty and filled. Snapshots of different forms (a top-level array and
/// an object, or `items` and `sections`) get one `replace` of the whole
/// document.
///
/// Legend: *t* a new section, *u* an old one; *j* and *i* their items'
/// indices; a *stayer* is a section or item the plan neither inserts nor
/// moves, an *arrival* one it inserts or moves.
package struct JSONPatchWriter {
    /// Reads the documents' snapshots, with the identifier keys.
    package var decoder: ExchangeDecoder

    package init(decoder: ExchangeDecoder = ExchangeDecoder()) {
        self.decoder = decoder
    }

    /// The shape of a snapshot document.
    enum Form: Equatable {
        case array, items, sections

        init?(_ value: JSONValue) {
            switch value {
            case .array: self = .array
            case .object(let members) where members["sections"] != nil: self = .sections
            case .object(let members) where members["items"] != nil: self = .items
            default: return nil
            }
        }
    }

    /// A document's sections: the section objects (none for a flat list)
    /// and each one's item values.
    struct DocumentSections {
        var form: Form
        var sections: [JSONValue?]
        var items: [[JSONValue]]

        init(_ value: JSONValue, form: Form) {
            self.form = form
            switch (form, value) {
            case (.array, .array(let elements)):
                (sections, items) = ([nil], [elements])
            case (.items, .object(let members)):
                guard case .array(let elements)? = members["items"] else { preconditionFailure("not a snapshot") }
                (sections, items) = ([nil], [elements])
            case (.sections, .object(let members)):
                guard case .array(let list)? = members["sections"] else { preconditionFailure("not a snapshot") }
                sections = list
                items = list.map { section in
                    guard case .object(let fields) = section, case .array(let elements)? = fields["items"] else {
                        preconditionFailure("not a snapshot")
                    }
                    return elements
                }
            default:
                preconditionFailure("not a snapshot")
            }
        }

        /// The JSON Pointer of section `section`'s item list.
        func itemList(_ section: Int) -> String {
            switch form {
            case .array: ""
            case .items: "/items"
            case .sections: "/sections/\(section)/items"
            }
        }
    }

    /// The patch that turns `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: The old document.
    ///   - new: The new document.
    /// - Returns: The operations, in the order to apply them.
    /// - Throws: ``ExchangeDecoder/Failure`` when a document is not a
    ///   snapshot, its path starting with `old` or `new`.
    /// - Complexity: O((*n* + *m*) log (*n* + *m*)) for *n* old and *m* new
    ///   sections and items, plus the size of what changed.
    package func patch(from old: JSONValue, to new: JSONValue) throws(ExchangeDecoder.Failure) -> [JSONPatchOperation] {
        patch(
            from: old, try decoder.snapshot(old, at: "old"), to: new, try decoder.snapshot(new, at: "new"))
    }

    /// The patch that turns `old`, whose snapshot is `oldSnapshot`, into
    /// `new`, whose snapshot is `newSnapshot`.
    ///
    /// - Precondition: Each snapshot is the one ``decoder`` reads from its
    ///   document.
    package func patch(
        from old: JSONValue, _ oldSnapshot: ExchangeSnapshot, to new: JSONValue, _ newSnapshot: ExchangeSnapshot
    ) -> [JSONPatchOperation] {
        guard let oldForm = Form(old), let newForm = Form(new), oldForm == newForm else {
            return old == new ? [] : [.replace(path: "", value: new)]
        }
        let plan = ExchangePlan(from: oldSnapshot.sections, to: newSnapshot.sections)
        var builder = Builder(
            old: DocumentSections(old, form: oldForm), new: DocumentSections(new, form: newForm),
            provenance: PlanProvenance(plan, oldItemCounts: oldSnapshot.sections.map(\.items.count)))
        builder.build()
        if case .object(var oldMembers) = old, case .object(var newMembers) = new {
            let list = oldForm == .sections ? "sections" : "items"
            oldMembers[list] = nil
            newMembers[list] = nil
            Self.diffMembers(oldMembers, newMembers, at: "", into: &builder.operations)
        }
        return builder.operations
    }

    /// Writes a patch as a JSON array, one operation a line.
    package func write(_ operations: [JSONPatchOperation]) -> String {
        guard !operations.isEmpty else { return "[]\n" }
        var bytes: [UInt8] = Array("[\n".utf8)
        for (index, operation) in operations.enumerated() {
            bytes += "  ".utf8
            operation.append(to: &bytes)
            bytes += (index == operations.count - 1 ? "\n" : ",\n").utf8
        }
        bytes += "]\n".utf8
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The operations that turn `old` into `new` at `path`, appended to
    /// `operations`: nothing when they are equal; for two objects, their
    /// changed members when that is shorter than replacing the whole
    /// object; else one `replace`.
    static func diff(_ old: JSONValue, _ new: JSONValue, at path: String, into operations: inout [JSONPatchOperation]) {
        guard old != new else { return }
        let whole = JSONPatchOperation.replace(path: path, value: new)
        guard case .object(let oldMembers) = old, case .object(let newMembers) = new else {
            operations.append(whole)
            return
        }
        var members: [JSONPatchOperation] = []
        diffMembers(oldMembers, newMembers, at: path, into: &members)
        operations += length(members) < length([whole]) ? members : [whole]
    }

    /// The operations that turn the members of an object at `path` from
    /// `old` into `new`, member by member: `remove` and `add` for members
    /// that go and come, ``diff(_:_:at:into:)`` for the others.
    static func diffMembers(
        _ old: [String: JSONValue], _ new: [String: JSONValue], at path: String,
        into operations: inout [JSONPatchOperation]
    ) {
        for key in old.keys.sorted() where new[key] == nil {
            operations.append(.remove(path: JSONPatchOperation.pointer(path, key)))
        }
        for (key, value) in new.sorted(by: { $0.key < $1.key }) {
            if let oldValue = old[key] {
                diff(oldValue, value, at: JSONPatchOperation.pointer(path, key), into: &operations)
            } else {
                operations.append(.add(path: JSONPatchOperation.pointer(path, key), value: value))
            }
        }
    }

    /// The length of operations as JSON text.
    static func length(_ operations: [JSONPatchOperation]) -> Int {
        var bytes: [UInt8] = []
        for operation in operations { operation.append(to: &bytes) }
        return bytes.count + 2 * operations.count
    }

    /// The passes, with the slots that say where everything is.
    struct Builder {
        let old: DocumentSections
        let new: DocumentSections
        let provenance: PlanProvenance
        var operations: [JSONPatchOperation] = []

        /// Each old item's section and index, by its index among all old items.
        var oldItemPlace: [(section: Int, item: Int)] = []
        /// Whether each old item, by its index among all, is in the new snapshot.
        var oldItemSurvives: [Bool] = []
        /// Each old section's new index, or -1 when it is deleted.
        var newSectionOfOld: [Int]

        /// The sections' slots: every old section's, and an arrival's in the
        /// run after the stayer it follows in new order.
        var sectionSlots: SlotList
        var oldSectionSlot: [Int] = []
        var arrivalSectionSlot: [Int]

        /// The item slots of each container: the old sections, then the
        /// inserted sections that receive items one by one.
        var itemSlots: [SlotList] = []
        /// Each old item's slot in its old section's container.
        var oldItemSlot: [Int] = []
        /// Each new item's container and, for an arrival, its slot there.
        var newItemContainer: [Int] = []
        var arrivalItemSlot: [[Int]]
        /// Whether each new section is added whole, with its items.
        var addedWhole: [Bool]

        init(old: DocumentSections, new: DocumentSections, provenance: PlanProvenance) {
            self.old = old
            self.new = new
            self.provenance = provenance
            newSectionOfOld = Array(repeating: -1, count: old.sections.count)
            for (section, element) in provenance.sections.enumerated() where element.source >= 0 {
                newSectionOfOld[element.source] = section
            }
            for (section, items) in old.items.enumerated() {
                for index in items.indices { oldItemPlace.append((section, index)) }
            }
            oldItemSurvives = Array(repeating: false, count: oldItemPlace.count)
            for items in provenance.items {
                for element in items where element.source >= 0 { oldItemSurvives[element.source] = true }
            }
            arrivalSectionSlot = Array(repeating: -1, count: provenance.sections.count)
            arrivalItemSlot = provenance.items.map { Array(repeating: -1, count: $0.count) }
            addedWhole = provenance.sections.indices.map { section in
                provenance.sections[section].source < 0 && provenance.items[section].allSatisfy { $0.source < 0 }
            }
            sectionSlots = SlotList(count: 0)
            layOutSectionSlots()
            layOutItemSlots()
        }

        func isStayer(_ element: PlanProvenance.Element) -> Bool {
            element.source >= 0 && !element.moved
        }

        /// Old sections in old order, each stayer followed by the arrivals
        /// that follow it in new order; arrivals before any stayer first.
        mutating func layOutSectionSlots() {
            var runs: [Int: [Int]] = [:]
            var anchor = -1
            for (section, element) in provenance.sections.enumerated() {
                if isStayer(element) { anchor = element.source } else { runs[anchor, default: []].append(section) }
            }
            var next = 0
            for section in runs[-1] ?? [] {
                arrivalSectionSlot[section] = next
                next += 1
            }
            for section in old.sections.indices {
                oldSectionSlot.append(next)
                next += 1
                for arrival in runs[section] ?? [] {
                    arrivalSectionSlot[arrival] = next
                    next += 1
                }
            }
            sectionSlots = SlotList(count: next)
            for slot in oldSectionSlot { sectionSlots.update(slot, by: 1) }
        }

        /// For each container, its old items in old order, each stayer
        /// followed by the arrivals that follow it in new order; arrivals
        /// before any stayer first.
        mutating func layOutItemSlots() {
            var containerCount = old.sections.count
            newItemContainer = provenance.sections.map { element in
                if element.source >= 0 { return element.source }
                containerCount += 1
                return containerCount - 1
            }
            // The runs of each container, by the old index of their stayer.
            var runs: [[Int: [(section: Int, item: Int)]]] = Array(repeating: [:], count: containerCount)
            for (section, items) in provenance.items.enumerated() where !addedWhole[section] {
                let container = newItemContainer[section]
                var anchor = -1
                for (index, element) in items.enumerated() {
                    if isStayer(element) {
                        anchor = oldItemPlace[element.source].item
                    } else {
                        runs[container][anchor, default: []].append((section, index))
                    }
                }
            }
            oldItemSlot = Array(repeating: -1, count: oldItemPlace.count)
            var firstOldItem = 0
            for container in 0..<containerCount {
                var next = 0
                for (section, item) in runs[container][-1] ?? [] {
                    arrivalItemSlot[section][item] = next
                    next += 1
                }
                let oldCount = container < old.sections.count ? old.items[container].count : 0
                for index in 0..<oldCount {
                    oldItemSlot[firstOldItem + index] = next
                    next += 1
                    for (section, item) in runs[container][index] ?? [] {
                        arrivalItemSlot[section][item] = next
                        next += 1
                    }
                }
                var slots = SlotList(count: next)
                for index in 0..<oldCount { slots.update(oldItemSlot[firstOldItem + index], by: 1) }
                itemSlots.append(slots)
                firstOldItem += oldCount
            }
        }

        /// The current index of old section `section`, or of new section
        /// `section` once placed.
        func sectionIndex(old section: Int) -> Int {
            let placed = newSectionOfOld[section]
            if placed >= 0 && !isStayer(provenance.sections[placed]) {
                return sectionSlots.count(before: arrivalSectionSlot[placed])
            }
            return sectionSlots.count(before: oldSectionSlot[section])
        }

        func sectionIndex(new section: Int) -> Int {
            let element = provenance.sections[section]
            return isStayer(element)
                ? sectionSlots.count(before: oldSectionSlot[element.source])
                : sectionSlots.count(before: arrivalSectionSlot[section])
        }

        mutating func build() {
            removeDeletedItems()
            placeSections()
            placeItems()
            removeDeletedSections()
            replaceChanges()
        }

        /// Pass 1: deleted items of the sections that stay, last first.
        mutating func removeDeletedItems() {
            for index in oldItemPlace.indices.reversed() where !oldItemSurvives[index] {
                let (section, item) = oldItemPlace[index]
                guard newSectionOfOld[section] >= 0 else { continue }
                operations.append(.remove(path: JSONPatchOperation.pointer(old.itemList(section), item)))
                itemSlots[section].update(oldItemSlot[index], by: -1)
            }
        }

        /// Pass 2: moved and inserted sections, in new order.
        mutating func placeSections() {
            for (section, element) in provenance.sections.enumerated() where !isStayer(element) {
                let slot = arrivalSectionSlot[section]
                if element.source >= 0 {
                    let from = sectionSlots.count(before: oldSectionSlot[element.source])
                    sectionSlots.update(oldSectionSlot[element.source], by: -1)
                    let to = sectionSlots.count(before: slot)
                    sectionSlots.update(slot, by: 1)
                    operations.append(.move(from: "/sections/\(from)", path: "/sections/\(to)"))
                } else {
                    let to = sectionSlots.count(before: slot)
                    sectionSlots.update(slot, by: 1)
                    var value = new.sections[section] ?? .null
                    if !addedWhole[section], case .object(var members) = value {
                        members["items"] = .array([])
                        value = .object(members)
                    }
                    operations.append(.add(path: "/sections/\(to)", value: value))
                }
            }
        }

        /// Pass 3: moved and inserted items, section by section in new order.
        mutating func placeItems() {
            for (section, items) in provenance.items.enumerated() where !addedWhole[section] {
                let container = newItemContainer[section]
                let list = new.itemList(sectionIndex(new: section))
                for (index, element) in items.enumerated() where !isStayer(element) {
                    let slot = arrivalItemSlot[section][index]
                    if element.source >= 0 {
                        let (oldSection, _) = oldItemPlace[element.source]
                        let fromList = old.itemList(sectionIndex(old: oldSection))
                        let from = itemSlots[oldSection].count(before: oldItemSlot[element.source])
                        itemSlots[oldSection].update(oldItemSlot[element.source], by: -1)
                        let to = itemSlots[container].count(before: slot)
                        itemSlots[container].update(slot, by: 1)
                        operations.append(
                            .move(
                                from: JSONPatchOperation.pointer(fromList, from),
                                path: JSONPatchOperation.pointer(list, to)))
                    } else {
                        let to = itemSlots[container].count(before: slot)
                        itemSlots[container].update(slot, by: 1)
                        operations.append(
                            .add(path: JSONPatchOperation.pointer(list, to), value: new.items[section][index]))
                    }
                }
            }
        }

        /// Pass 4: deleted sections, last first.
        mutating func removeDeletedSections() {
            for section in old.sections.indices.reversed() where newSectionOfOld[section] < 0 {
                operations.append(.remove(path: "/sections/\(sectionSlots.count(before: oldSectionSlot[section]))"))
                sectionSlots.update(oldSectionSlot[section], by: -1)
            }
        }

        /// Pass 5: what changed in sections and items that stay, at their
        /// new positions.
        mutating func replaceChanges() {
            for (section, element) in provenance.sections.enumerated() {
                if element.source >= 0, case .object(var oldMembers)? = old.sections[element.source],
                    case .object(var newMembers)? = new.sections[section]
                {
                    oldMembers["items"] = nil
                    newMembers["items"] = nil
                    JSONPatchWriter.diffMembers(oldMembers, newMembers, at: "/sections/\(section)", into: &operations)
                }
                let list = new.itemList(section)
                for (index, item) in provenance.items[section].enumerated() where item.source >= 0 {
                    let (oldSection, oldIndex) = oldItemPlace[item.source]
                    JSONPatchWriter.diff(
                        old.items[oldSection][oldIndex], new.items[section][index],
                        at: JSONPatchOperation.pointer(list, index), into: &operations)
                }
            }
        }
    }
}
