import ListDiff
import ListDiffExchange

/// `listdiff plan OLD.json NEW.json [--format text|json|json-patch|html] [--id KEY]
/// [--quiet]`, or `listdiff plan FIXTURE.json ...`: prints the plan between
/// two snapshots.
package struct PlanCommand {
    package enum Format: String, Sendable {
        case text, json, html
        case jsonPatch = "json-patch"
    }

    package static let abstract = "Print the plan that turns one snapshot into another."
    package static let usage = """
        usage: listdiff plan OLD.json NEW.json [--format text|json|json-patch|html] [--id KEY] [--section-id KEY] [--strict] [--quiet]
               listdiff plan FIXTURE.json [--format text|json|json-patch|html] [--id KEY] [--section-id KEY] [--strict] [--quiet]

        Prints the staged plan (deletes, inserts, moves and reloads of sections
        and items) that turns the old snapshot into the new one. A snapshot is
        an array of items (records), {"items": [...]} or {"sections": [...]};
        an item object without "content" is compared on everything but its
        identifier. A path of '-' reads standard input.

        options:
          --format text   one operation a line, for people (the default)
          --format json   the exchange format's plan, for programs
          --format json-patch
                          an RFC 6902 JSON Patch that turns OLD, as given,
                          into NEW: moves and changed fields by identifier
          --format html   a picture of the plan: one self-contained page
                          showing each stage's lists before and after
          --id KEY        the identifier's key in item and section objects,
                          a dotted path for a nested one (default: id)
          --section-id KEY
                          the identifier's key in section objects (default:
                          the --id key)
          --strict        a repeated identifier is an error, not a warning
          --quiet         only the counts line
          -h, --help      show this help
        """

    package var paths: [String]
    package var format: Format
    package var idKey: String
    package var sectionIDKey: String?
    /// Whether a repeated identifier is an error rather than a warning.
    package var strict: Bool
    package var quiet: Bool

    /// Parses the arguments after `plan`.
    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(
            arguments, command: "plan",
            valued: [
                "--format": "text, json, json-patch or html", "--id": "a key such as id or meta.uuid",
                "--section-id": "a key such as id or meta.uuid",
            ],
            flags: ["--quiet", "--strict"])
        var format = Format.text
        if let value = parsed.values["--format"] {
            guard let known = Format(rawValue: value) else {
                throw UsageError("unknown format '\(value)', expected text, json, json-patch or html")
            }
            format = known
        }
        let idKey = try parsed.idKey()
        let paths = parsed.paths
        guard (1...2).contains(paths.count) else {
            throw UsageError(
                paths.isEmpty
                    ? "'plan' needs OLD.json NEW.json, or FIXTURE.json"
                    : "'plan' takes OLD.json NEW.json, or FIXTURE.json, not \(paths.count) paths")
        }
        guard paths.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError("only one path can be '-' (standard input)")
        }
        quiet = parsed.flags.contains("--quiet")
        guard !quiet || format == .text else {
            throw UsageError("--quiet prints counts as text, not with --format \(format.rawValue)")
        }
        self.paths = paths
        self.format = format
        self.idKey = idKey
        sectionIDKey = try parsed.sectionIDKey()
        strict = parsed.flags.contains("--strict")
    }

    package func run(reader: InputReader) -> ToolOutput {
        guard format != .jsonPatch else { return runJSONPatch(reader: reader) }
        let old: ExchangeSnapshot
        let new: ExchangeSnapshot
        let loader = FixtureLoader(reader: reader, decoder: ExchangeDecoder(idKey: idKey, sectionIDKey: sectionIDKey))
        do throws(InputError) {
            if paths.count == 1 {
                let fixture = try loader.fixture(at: paths[0])
                (old, new) = (fixture.old, fixture.new)
            } else {
                old = try loader.snapshot(at: paths[0])
                new = try loader.snapshot(at: paths[1])
            }
        } catch {
            return .badInput(error.description)
        }
        let plan = ExchangePlan(from: old.sections, to: new.sections)
        let warning: String
        do {
            // The planner may know the new snapshot repeats nothing: then
            // only the old one is searched.
            warning = try repeatedIdentifierWarning(old: old, new: plan.newIsKnownUnique ? nil : new)
        } catch {
            return .badInput(error.description)
        }
        let writer = PlanTextWriter(isFlat: old.isFlat && new.isFlat)
        let text: String
        switch format {
        case .text: text = quiet ? writer.summary(plan.counts) + "\n" : writer.write(plan)
        case .json: text = PlanJSONWriter().write(plan)
        case .jsonPatch: return runJSONPatch(reader: reader)
        case .html:
            do {
                text = try PlanHTMLWriter().write(plan, old: old, new: new)
            } catch {
                // The planner's plans always apply; should one not, say so.
                return .badInput("internal error: the plan does not apply: \(error)")
            }
        }
        return ToolOutput(status: 0, standardOutput: text, standardError: warning)
    }

    /// The standard error line for the first identifier the old snapshot,
    /// or else the new one, repeats: empty when none does, else a warning,
    /// and the plan is still printed.
    ///
    /// - Parameters:
    ///   - old: The old snapshot.
    ///   - new: The new snapshot, or `nil` when it is known to repeat
    ///     nothing.
    /// - Throws: ``InputError`` at the repeat, with `--strict`.
    func repeatedIdentifierWarning(old: ExchangeSnapshot, new: ExchangeSnapshot?) throws(InputError) -> String {
        let files = paths.count == 1 ? [paths[0], paths[0]] : paths
        for (snapshot, file) in zip([old, new], files) {
            guard let repeated = snapshot?.firstRepeatedIdentifier() else { continue }
            let error = InputError(file: InputReader.displayName(file), path: repeated.path, repeated.description)
            if strict { throw InputError(file: error.file, path: error.path, "\(repeated); --strict allows none") }
            return "listdiff: warning: \(error); occurrences pair in order\n"
        }
        return ""
    }

    /// Prints the JSON Patch between the two documents, read whole.
    func runJSONPatch(reader: InputReader) -> ToolOutput {
        let decoder = ExchangeDecoder(idKey: idKey, sectionIDKey: sectionIDKey)
        let loader = FixtureLoader(reader: reader, decoder: decoder)
        let old: (value: JSONValue, snapshot: ExchangeSnapshot)
        let new: (value: JSONValue, snapshot: ExchangeSnapshot)
        do throws(InputError) {
            if paths.count == 1 {
                (old, new) = try loader.fixtureDocuments(at: paths[0])
            } else {
                old = try loader.document(at: paths[0])
                new = try loader.document(at: paths[1])
            }
        } catch {
            return .badInput(error.description)
        }
        let warning: String
        do {
            warning = try repeatedIdentifierWarning(old: old.snapshot, new: new.snapshot)
        } catch {
            return .badInput(error.description)
        }
        let writer = JSONPatchWriter(decoder: decoder)
        let operations = writer.patch(from: old.value, old.snapshot, to: new.value, new.snapshot)
        return ToolOutput(status: 0, standardOutput: writer.write(operations), standardError: warning)
    }
}
