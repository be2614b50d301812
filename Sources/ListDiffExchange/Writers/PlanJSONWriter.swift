import ListDiff

/// Writes a plan in the exchange format's section 3, exactly: stages with
/// their `sections` and `items` groups, then `counts`. Empty lists and groups
/// are left out; output is deterministic, one operation a line.
package struct PlanJSONWriter {
    package init() {}

    /// One list of a group: its name, its length, and how to write its
    /// operation at an offset.
    private typealias List = (name: String, count: Int, write: (Int, inout [UInt8]) -> Void)

    package func write(_ plan: ExchangePlan) -> String {
        var text: [UInt8] = []
        text += "{\n  \"stages\": ".utf8
        if plan.stages.isEmpty {
            text += "[]".utf8
        } else {
            text += "[\n".utf8
            for (offset, stage) in plan.stages.enumerated() {
                if offset > 0 { text += ",\n".utf8 }
                text += "    {\n".utf8
                let sections: [List] = [
                    ("delete", stage.sectionDeletes.count, { write(stage.sectionDeletes[$0], to: &$1) }),
                    ("insert", stage.sectionInserts.count, { write(stage.sectionInserts[$0], to: &$1) }),
                    ("move", stage.sectionMoves.count, { write(stage.sectionMoves[$0], to: &$1) }),
                    ("reload", stage.sectionReloads.count, { write(stage.sectionReloads[$0], to: &$1) }),
                ]
                let items: [List] = [
                    ("delete", stage.itemDeletes.count, { write(stage.itemDeletes[$0], to: &$1) }),
                    ("insert", stage.itemInserts.count, { write(stage.itemInserts[$0], to: &$1) }),
                    ("move", stage.itemMoves.count, { write(stage.itemMoves[$0], to: &$1) }),
                    ("reload", stage.itemReloads.count, { write(stage.itemReloads[$0], to: &$1) }),
                ]
                let hasSections = sections.contains { $0.count > 0 }
                if hasSections { writeGroup("sections", sections, to: &text) }
                if items.contains(where: { $0.count > 0 }) {
                    if hasSections { text += ",\n".utf8 }
                    writeGroup("items", items, to: &text)
                }
                text += "\n    }".utf8
            }
            text += "\n  ]".utf8
        }
        let counts = plan.counts
        text += ",\n  \"counts\": ".utf8
        text +=
            #"{"deletes": \#(counts.deletes), "inserts": \#(counts.inserts), "moves": \#(counts.moves), "reloads": \#(counts.reloads), "stages": \#(counts.stages)}"#
            .utf8
        text += "\n}\n".utf8
        return String(decoding: text, as: UTF8.self)
    }

    /// Writes a group object with its non-empty lists.
    private func writeGroup(_ name: String, _ lists: [List], to text: inout [UInt8]) {
        text += "      \"\(name)\": {\n".utf8
        var isFirst = true
        for list in lists where list.count > 0 {
            if !isFirst { text += ",\n".utf8 }
            isFirst = false
            text += "        \"\(list.name)\": [\n".utf8
            for offset in 0..<list.count {
                if offset > 0 { text += ",\n".utf8 }
                text += "          ".utf8
                list.write(offset, &text)
            }
            text += "\n        ]".utf8
        }
        text += "\n      }".utf8
    }

    /// `{"at": 2, "id": "a"}`.
    private func write(_ placement: Placement<some JSONPosition, ExchangeID>, to text: inout [UInt8]) {
        text += #"{"at": "#.utf8
        writePosition(placement.at, to: &text)
        text += #", "id": "#.utf8
        placement.id.appendJSON(to: &text)
        text.append(UInt8(ascii: "}"))
    }

    /// `{"from": 2, "to": 0, "id": "a"}`.
    private func write(_ relocation: IdentifiedMove<some JSONPosition, ExchangeID>, to text: inout [UInt8]) {
        text += #"{"from": "#.utf8
        writePosition(relocation.from, to: &text)
        text += #", "to": "#.utf8
        writePosition(relocation.to, to: &text)
        text += #", "id": "#.utf8
        relocation.id.appendJSON(to: &text)
        text.append(UInt8(ascii: "}"))
    }

    /// `{"at": 1, "id": "s", "items": ["a", "b"]}`.
    private func write(_ insertion: SectionInsertion<ExchangeID, ExchangeID>, to text: inout [UInt8]) {
        text += #"{"at": "#.utf8
        text += String(insertion.at).utf8
        text += #", "id": "#.utf8
        insertion.id.appendJSON(to: &text)
        text += #", "items": ["#.utf8
        for (offset, item) in insertion.items.enumerated() {
            if offset > 0 { text += ", ".utf8 }
            item.appendJSON(to: &text)
        }
        text += "]}".utf8
    }

    private func writePosition(_ position: some JSONPosition, to text: inout [UInt8]) {
        position.appendJSON(to: &text)
    }
}

/// A position in a plan, as the exchange format writes it.
private protocol JSONPosition: Hashable, Comparable, Sendable {
    /// Appends the position's JSON text.
    func appendJSON(to text: inout [UInt8])
}

extension Int: JSONPosition {
    /// A section's offset: `2`.
    fileprivate func appendJSON(to text: inout [UInt8]) {
        text += String(self).utf8
    }
}

extension ItemPath: JSONPosition {
    /// An item's path: `[0, 2]`.
    fileprivate func appendJSON(to text: inout [UInt8]) {
        text += "[\(section), \(item)]".utf8
    }
}
