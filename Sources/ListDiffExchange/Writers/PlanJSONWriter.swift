import ListDiff

/// Writes a plan in the exchange format's section 3, exactly: stages with
/// their `sections` and `items` groups, then `counts`. Empty lists and groups
/// are left out; output is deterministic, one operation a line.
package struct PlanJSONWriter {
    package init() {}

    package func write(_ plan: ExchangePlan) -> String {
        var stages: [String] = []
        for stage in plan.stages {
            var groups: [String] = []
            let sections = group([
                ("delete", stage.sectionDeletes.map { #"{"at": \#($0.at), "id": \#($0.id)}"# }),
                (
                    "insert",
                    stage.sectionInserts.map {
                        #"{"at": \#($0.at), "id": \#($0.id), "items": [\#($0.items.map(\.description).joined(separator: ", "))]}"#
                    }
                ),
                ("move", stage.sectionMoves.map { #"{"from": \#($0.from), "to": \#($0.to), "id": \#($0.id)}"# }),
                ("reload", stage.sectionReloads.map { #"{"at": \#($0.at), "id": \#($0.id)}"# }),
            ])
            if let sections { groups.append(#"      "sections": \#(sections)"#) }
            let items = group([
                ("delete", stage.itemDeletes.map { #"{"at": \#($0.at), "id": \#($0.id)}"# }),
                ("insert", stage.itemInserts.map { #"{"at": \#($0.at), "id": \#($0.id)}"# }),
                ("move", stage.itemMoves.map { #"{"from": \#($0.from), "to": \#($0.to), "id": \#($0.id)}"# }),
                ("reload", stage.itemReloads.map { #"{"at": \#($0.at), "id": \#($0.id)}"# }),
            ])
            if let items { groups.append(#"      "items": \#(items)"#) }
            stages.append("    {\n" + groups.joined(separator: ",\n") + "\n    }")
        }
        let counts = plan.counts
        let countsText =
            #"{"deletes": \#(counts.deletes), "inserts": \#(counts.inserts), "moves": \#(counts.moves), "reloads": \#(counts.reloads), "stages": \#(counts.stages)}"#
        let stagesText = stages.isEmpty ? "[]" : "[\n" + stages.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"stages\": \(stagesText),\n  \"counts\": \(countsText)\n}\n"
    }

    /// A group object with its non-empty lists, or `nil` if all are empty.
    func group(_ lists: [(String, [String])]) -> String? {
        let present = lists.filter { !$0.1.isEmpty }
        guard !present.isEmpty else { return nil }
        let body = present.map { name, operations in
            "        \"\(name)\": [\n" + operations.map { "          " + $0 }.joined(separator: ",\n") + "\n        ]"
        }
        return "{\n" + body.joined(separator: ",\n") + "\n      }"
    }
}
