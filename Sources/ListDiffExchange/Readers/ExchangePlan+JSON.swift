import Foundation
import ListDiff

extension Plan where SectionID == ExchangeID, ItemID == ExchangeID {
    /// Reads a plan from the exchange format's JSON, as ``json()`` and
    /// `listdiff plan --format json` write it.
    ///
    /// The JSON is `{"stages": [...], "counts": {...}}`: each stage has a
    /// `sections` and an `items` group of `delete`, `insert`, `move` and
    /// `reload` lists, empty ones left out; section positions are integers,
    /// item positions `[section, item]`. Identifiers are read exactly,
    /// integers of any length included, so reading what ``json()`` wrote
    /// gives an equal plan.
    ///
    /// ```swift
    /// let plan = ExchangePlan(from: old.sections, to: new.sections)
    /// let sent = plan.json()                    // to a client
    /// let received = try ExchangePlan(json: sent)
    /// let result = try received.apply(to: old.sections, target: new.sections)
    /// ```
    ///
    /// Reading does not check that the plan applies; `apply(to:target:)`
    /// does, against the snapshots it is for.
    ///
    /// - Parameter json: The JSON text in UTF-8, such as `Data` or `[UInt8]`.
    /// - Throws: ``InputError`` with an empty file name: at a line and column
    ///   when the bytes are not one valid JSON value; at a path such as
    ///   `stages[0].items.move[2].to` for a value of the wrong shape or an
    ///   unknown key; at `counts` when they are not the stages' counts.
    /// - Complexity: O(*n*) expected, where *n* is the number of bytes.
    public init(json: some Collection<UInt8>) throws(InputError) {
        let bytes = json as? [UInt8] ?? Array(json)
        let value = try InputReader().json(from: bytes, at: nil)
        do {
            self = try PlanJSONReader().plan(value)
        } catch {
            throw InputError(file: "", path: error.path, error.message)
        }
    }

    /// The plan as the exchange format's JSON, exactly as `listdiff plan
    /// --format json` prints it: one operation a line, empty lists left
    /// out, `counts` last.
    ///
    /// - Returns: The JSON text in UTF-8.
    /// - Complexity: O(*n*), where *n* is the number of operations.
    public func json() -> Data {
        Data(PlanJSONWriter().write(self).utf8)
    }
}
