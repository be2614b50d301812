import ListDiffExchange
import Oracles
import Testing

@testable import BindingSpecs

/// Writes a JSON value as YAML of the subset spec files use, choosing every
/// style at random: block or flow collections, a sequence indented under
/// its key or at its indentation, `- key: value` items, plain, single- or
/// double-quoted scalars, comments, blank lines and line breaks of each
/// kind. The value comes first, so it is the oracle for what the text
/// reads as.
struct YAMLWriter {
    var random: SeededGenerator
    var lines: [String] = []

    /// The text of `value`, an object, as a whole document.
    static func document(_ value: [String: JSONValue], seed: UInt64) -> String {
        var writer = YAMLWriter(random: SeededGenerator(seed: seed))
        if !value.isEmpty { writer.mapping(value, indent: 0, firstLinePrefix: nil) }
        let lineBreak = ["\n", "\r\n", "\r"][writer.random.below(3)]
        return writer.lines.joined(separator: lineBreak) + (writer.random.chance(0.5) ? lineBreak : "")
    }

    /// Now and then a comment or a blank line between lines.
    mutating func maybeFiller(indent: Int) {
        switch random.below(8) {
        case 0: lines.append("")
        case 1: lines.append(String(repeating: " ", count: random.below(indent + 3)) + "# a comment: [not, read]")
        default: break
        }
    }

    /// `text` and, now and then, a comment after it.
    mutating func withComment(_ text: String) -> String {
        random.below(4) == 0 ? text + "  # note 'x'" : text
    }

    /// A block mapping at `indent`. With `firstLinePrefix` (`"- "` and
    /// spaces), the first key goes on that prefix's line, as a `- key:`
    /// item.
    mutating func mapping(_ members: [String: JSONValue], indent: Int, firstLinePrefix: String?) {
        var prefix = firstLinePrefix
        for key in members.keys.sorted().shuffled(using: &random) {
            if prefix == nil { maybeFiller(indent: indent) }
            let lead = prefix ?? String(repeating: " ", count: indent)
            prefix = nil
            member(key: scalar(.string(key), inFlow: false), members[key]!, lead: lead, indent: indent)
        }
    }

    /// `key: value` on a line starting with `lead`, the value inline or as
    /// a block below.
    mutating func member(key: String, _ value: JSONValue, lead: String, indent: Int) {
        switch value {
        case .object(let members) where !members.isEmpty && random.below(3) != 0:
            lines.append(withComment(lead + key + ":"))
            mapping(members, indent: indent + 1 + random.below(3), firstLinePrefix: nil)
        case .array(let items) where !items.isEmpty && random.below(3) != 0:
            lines.append(withComment(lead + key + ":"))
            // Under its key: indented more, or at the key's indentation.
            sequence(items, indent: random.chance(0.5) ? indent : indent + 1 + random.below(3))
        default:
            let gap = String(repeating: " ", count: 1 + random.below(2))
            lines.append(withComment(lead + key + ":" + gap + flow(value)))
        }
    }

    /// A block sequence at `indent`.
    mutating func sequence(_ items: [JSONValue], indent: Int) {
        let dash = String(repeating: " ", count: indent) + "-"
        for item in items {
            maybeFiller(indent: indent)
            let gap = String(repeating: " ", count: 1 + random.below(2))
            switch item {
            case .object(let members) where !members.isEmpty && random.below(3) != 0:
                if random.chance(0.5) {
                    // `- key: value`, the other keys lined up with the first.
                    mapping(members, indent: indent + 1 + gap.count, firstLinePrefix: dash + gap)
                } else {
                    lines.append(withComment(dash))
                    mapping(members, indent: indent + 1 + random.below(3), firstLinePrefix: nil)
                }
            case .array(let inner) where !inner.isEmpty && random.below(3) != 0:
                lines.append(withComment(dash))
                sequence(inner, indent: indent + 1 + random.below(3))
            default:
                lines.append(withComment(dash + gap + flow(item)))
            }
        }
    }

    /// `value` on one line: a scalar or a flow collection.
    mutating func flow(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            let parts = members.keys.sorted().shuffled(using: &random).map { key in
                scalar(.string(key), inFlow: true) + ": " + flow(members[key]!)
            }
            return "{" + parts.joined(separator: random.chance(0.5) ? ", " : ",") + "}"
        case .array(let items):
            return "[" + items.map { flow($0) }.joined(separator: random.chance(0.5) ? ", " : ",") + "]"
        default:
            return scalar(value, inFlow: true)
        }
    }

    /// A scalar: plain when the text reads back as itself, else quoted.
    mutating func scalar(_ value: JSONValue, inFlow: Bool) -> String {
        switch value {
        case .null: return random.chance(0.5) ? "null" : "~"
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text):
            if Self.isPlainSafe(text, inFlow: inFlow) && random.below(3) != 0 { return text }
            if !text.contains("\n") && !text.contains("\t") && random.chance(0.5) {
                return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
            }
            var quoted = "\""
            for character in text {
                switch character {
                case "\"": quoted += "\\\""
                case "\\": quoted += "\\\\"
                case "\n": quoted += "\\n"
                case "\t": quoted += "\\t"
                default: quoted.append(character)
                }
            }
            return quoted + "\""
        default:
            preconditionFailure("no numbers: YAML reads them as strings")
        }
    }

    /// Whether `text` written plain reads back as the same string: no
    /// typed word, no leading indicator, no `: ` or ` #`, no spaces at
    /// the ends, and in flow no brackets or commas.
    static func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.first, let last = text.last, !["true", "false", "null", "~"].contains(text),
            first.isLetter || first.isNumber || first == "_" || first == "/" || first == ".", last != " "
        else { return false }
        if text.contains(": ") || text.hasSuffix(":") || text.contains(" #") || text.contains("\n")
            || text.contains("\t") || text.contains("  ")
        {
            return false
        }
        return !inFlow || !text.contains { ",[]{}:".contains($0) }
    }
}

@Suite("YAML read back as the value it was written from")
struct YAMLRoundTripTests {
    /// Strings a spec's keys and values are made of, plain-safe or not.
    static let words = [
        "a", "class", "person.firstName", "!isSaving", "person !== null", "name.length > 0", "/Controller", "x y",
        "it's", "say \"hi\"", "a: b", "#tag", "a #b", "[x]", "{y}", "-", "- z", "true", "null", "~", "", " lead",
        "trail ", "é ü", "tab\there", "two\nlines", "back\\slash", "a,b", "50%", "@at", "`tick`", "&anchor",
        "*alias", "|", ">", "?", "key:", "1.5", "0x1F", "🙂",
    ]

    static func value(_ random: inout SeededGenerator, depth: Int) -> JSONValue {
        switch depth > 2 ? random.below(3) : random.below(6) {
        case 0: return .string(words[random.below(words.count)])
        case 1: return random.chance(0.7) ? .bool(random.chance(0.5)) : .null
        case 2: return .string(words[random.below(words.count)] + words[random.below(words.count)])
        case 3: return .array((0..<random.below(4)).map { _ in value(&random, depth: depth + 1) })
        default: return .object(object(&random, depth: depth + 1))
        }
    }

    static func object(_ random: inout SeededGenerator, depth: Int) -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for _ in 0..<random.below(4) {
            members[words[random.below(words.count)]] = value(&random, depth: depth)
        }
        return members
    }

    @Test("A quote inside a plain scalar is a character, and a comment after it is still a comment")
    func quotesInPlainScalars() throws {
        // Found by the round trip (seeds 24, 105 and more): the comment was
        // read as part of the value, or the line refused.
        let text = """
            placeholder: Don't know  # a hint
            title: say "hi" # a greeting
            items: ['it''s', "a"]  # a flow sequence
            keys: {it's: 'x''y' , b: c}  # a flow mapping
            """
        let expected: JSONValue = .object([
            "placeholder": .string("Don't know"), "title": .string("say \"hi\""),
            "items": .array([.string("it's"), .string("a")]),
            "keys": .object(["it's": .string("x'y"), "b": .string("c")]),
        ])
        #expect(try YAMLReader.read(text, file: "quotes.yaml") == expected)
    }

    @Test("Random values written in random styles read back equal", arguments: 0..<4)
    func roundTrip(chunk: Int) throws {
        for seed in UInt64(chunk * 500)..<UInt64(chunk * 500 + 500) {
            var random = SeededGenerator(seed: seed)
            var document: [String: JSONValue] = [:]
            for _ in 0..<(1 + random.below(4)) {
                document[Self.words[random.below(Self.words.count)]] = Self.value(&random, depth: 0)
            }
            let text = YAMLWriter.document(document, seed: seed)
            let read: JSONValue
            do {
                read = try YAMLReader.read(text, file: "case.yaml")
            } catch {
                Issue.record("seed \(seed): \(error)\n\(text.debugDescription)")
                continue
            }
            #expect(read == .object(document), "seed \(seed):\n\(text.debugDescription)")
        }
    }
}
