/// Reads snapshots and fixtures from parsed JSON, following the exchange
/// format's section 1 and 2, and reports the first value of the wrong shape
/// with its path.
///
/// It also reads the JSON people have: a top-level array is a flat list of
/// items, and an item object without a `content` key has as its content the
/// whole object without its identifier, so two versions of an array of
/// records diff as people expect. The identifier's key is `id` unless
/// ``idKey`` (items) or ``sectionIDKey`` (sections) names another, possibly
/// nested (`meta.uuid`).
package struct ExchangeDecoder {
    /// A value of the wrong shape, at a path such as `sections[2].items[5].id`.
    package struct Failure: Error, Equatable, Sendable {
        package var path: String
        package var message: String

        package init(path: String, _ message: String) {
            self.path = path
            self.message = message
        }
    }

    /// The path of keys to the identifier in item objects.
    package var idKey: [String]
    /// The path of keys to the identifier in section objects.
    package var sectionIDKey: [String]

    /// Creates a decoder that finds item identifiers at `idKey`, a dotted
    /// path such as `id` or `meta.uuid`, and section identifiers at
    /// `sectionIDKey` (`idKey` when `nil`).
    package init(idKey: String = "id", sectionIDKey: String? = nil) {
        self.idKey = Self.keyPath(idKey)
        self.sectionIDKey = Self.keyPath(sectionIDKey ?? idKey)
    }

    /// A decoder for the keys, after checking that neither is empty or has
    /// an empty part.
    ///
    /// - Throws: ``InputError`` with no file or place, naming the bad key.
    package static func checked(idKey: String, sectionIDKey: String?) throws(InputError) -> ExchangeDecoder {
        for (name, key) in [("identifier key", idKey), ("section identifier key", sectionIDKey)] {
            if let key, let problem = keyProblem(key) { throw InputError(file: "", "the \(name) \(problem)") }
        }
        return ExchangeDecoder(idKey: idKey, sectionIDKey: sectionIDKey)
    }

    /// What is wrong with a dotted key path, such as `'a..b' has an empty
    /// part`; `nil` when it is a good one.
    package static func keyProblem(_ key: String) -> String? {
        if key.isEmpty { return "is empty" }
        return keyPath(key).contains(where: \.isEmpty) ? "'\(key)' has an empty part" : nil
    }

    static func keyPath(_ key: String) -> [String] {
        key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The item identifier's key as the user wrote it, for messages.
    var idKeyName: String { idKey.joined(separator: ".") }
    /// The section identifier's key as the user wrote it, for messages.
    var sectionIDKeyName: String { sectionIDKey.joined(separator: ".") }

    /// Reads a fixture: `{"name": ..., "old": SNAPSHOT, "new": SNAPSHOT, "expect": {...}}`.
    package func fixture(_ value: JSONValue) throws(Failure) -> Fixture {
        let members = try object(value, at: "", expected: "a fixture object with \"old\" and \"new\"")
        guard let old = members["old"], let new = members["new"] else {
            let missing = members["old"] == nil ? "old" : "new"
            throw Failure(path: "", "expected a fixture object with \"old\" and \"new\", but \"\(missing)\" is missing")
        }
        var name: String?
        if let value = members["name"] {
            guard case .string(let text) = value else {
                throw Failure(path: "name", "expected a string, found \(value.kindDescription)")
            }
            name = text
        }
        var expect = Fixture.Expectation()
        if let value = members["expect"] {
            for (key, counter) in try object(value, at: "expect", expected: "an object of counts") {
                let count = try nonNegativeInteger(counter, at: "expect.\(key)")
                switch key {
                case "deletes": expect.deletes = count
                case "inserts": expect.inserts = count
                case "moves": expect.moves = count
                case "reloads": expect.reloads = count
                default:
                    throw Failure(
                        path: "expect.\(key)", "unknown counter, expected deletes, inserts, moves or reloads")
                }
            }
        }
        return Fixture(
            name: name, old: try snapshot(old, at: "old"), new: try snapshot(new, at: "new"), expect: expect)
    }

    /// Whether a value looks like a fixture rather than a snapshot.
    package func isFixture(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members["old"] != nil || members["new"] != nil
    }

    /// Reads a snapshot: `{"sections": [...]}`, `{"items": [...]}` or a
    /// top-level array of items.
    package func snapshot(_ value: JSONValue, at path: String = "") throws(Failure) -> ExchangeSnapshot {
        if case .array = value {
            return ExchangeSnapshot(items: try itemList(value, at: path), listPath: path)
        }
        let expected = "a snapshot (an array of items, or an object with \"sections\" or \"items\")"
        let members = try object(value, at: path, expected: expected)
        switch (members["sections"], members["items"]) {
        case (.some, .some):
            throw Failure(path: path, "a snapshot has \"sections\" or \"items\", not both")
        case (nil, nil):
            throw Failure(path: path, "expected \(expected), but both are missing")
        case (.some(let sections), nil):
            let sectionsPath = join(path, "sections")
            var result: [ExchangeSection] = []
            for (index, element) in try array(sections, at: sectionsPath).enumerated() {
                result.append(try section(element, at: "\(sectionsPath)[\(index)]"))
            }
            return ExchangeSnapshot(sections: result, listPath: sectionsPath)
        case (nil, .some(let items)):
            return ExchangeSnapshot(items: try itemList(items, at: join(path, "items")), listPath: join(path, "items"))
        }
    }

    func section(_ value: JSONValue, at path: String) throws(Failure) -> ExchangeSection {
        let members = try object(
            value, at: path, expected: "a section object with \"\(sectionIDKeyName)\" and \"items\"")
        guard let idValue = lookUp(sectionIDKey, in: value) else {
            throw Failure(path: path, "a section needs \(Self.article(sectionIDKeyName)) \"\(sectionIDKeyName)\"")
        }
        guard let items = members["items"] else {
            throw Failure(path: path, "a section needs \"items\" (an array, possibly empty)")
        }
        return ExchangeSection(
            id: try id(idValue, at: join(path, sectionIDKeyName)),
            content: members["content"] ?? .null,
            items: try itemList(items, at: join(path, "items")))
    }

    func itemList(_ value: JSONValue, at path: String) throws(Failure) -> [ExchangeItem] {
        var result: [ExchangeItem] = []
        for (index, element) in try array(value, at: path).enumerated() {
            result.append(try item(element, at: "\(path)[\(index)]"))
        }
        return result
    }

    func item(_ value: JSONValue, at path: String) throws(Failure) -> ExchangeItem {
        switch value {
        case .object(let members):
            guard let idValue = lookUp(idKey, in: value) else {
                throw Failure(path: path, "an item object needs \(Self.article(idKeyName)) \"\(idKeyName)\"")
            }
            let id = try id(idValue, at: join(path, idKeyName))
            if let content = members["content"] { return ExchangeItem(id: id, content: content) }
            // A record: its content is everything but its identifier.
            let rest = removing(idKey, from: value)
            if case .object(let remaining) = rest, remaining.isEmpty { return ExchangeItem(id: id) }
            return ExchangeItem(id: id, content: rest)
        case .string, .number:
            return ExchangeItem(id: try id(value, at: path))
        default:
            throw Failure(
                path: path,
                "expected an item (an id, or an object with \"\(idKeyName)\"), found \(value.kindDescription)")
        }
    }

    func id(_ value: JSONValue, at path: String) throws(Failure) -> ExchangeID {
        switch value {
        case .string(let text):
            return .string(text)
        case .number(let number) where number.isInteger:
            return .integer(number.isZero ? "0" : number.literal)
        case .number(let number):
            throw Failure(path: path, "expected a string or an integer, found the number \(number.literal)")
        default:
            throw Failure(path: path, "expected a string or an integer, found \(value.kindDescription)")
        }
    }

    func object(_ value: JSONValue, at path: String, expected: String) throws(Failure) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw Failure(path: path, "expected \(expected), found \(value.kindDescription)")
        }
        return members
    }

    func array(_ value: JSONValue, at path: String) throws(Failure) -> [JSONValue] {
        guard case .array(let elements) = value else {
            throw Failure(path: path, "expected an array, found \(value.kindDescription)")
        }
        return elements
    }

    func nonNegativeInteger(_ value: JSONValue, at path: String) throws(Failure) -> Int {
        guard case .number(let number) = value, number.isInteger, !number.isNegative || number.isZero,
            let count = Int(number.literal)
        else {
            let found =
                if case .number(let number) = value { "the number \(number.literal)" } else { value.kindDescription }
            throw Failure(path: path, "expected a count (a non-negative integer), found \(found)")
        }
        return count
    }

    /// The value at `keys` inside nested objects, or `nil`.
    func lookUp(_ keys: [String], in value: JSONValue) -> JSONValue? {
        var current = value
        for key in keys {
            guard case .object(let members) = current, let next = members[key] else { return nil }
            current = next
        }
        return current
    }

    /// `value` without the member at `keys` (the innermost key removed from
    /// its object), and without the objects that removal leaves empty: a
    /// record of only its identifier is empty, however deep the key.
    func removing(_ keys: [String], from value: JSONValue) -> JSONValue {
        guard let key = keys.first, case .object(var members) = value else { return value }
        if keys.count == 1 {
            members[key] = nil
        } else if let inner = members[key] {
            let rest = removing(Array(keys.dropFirst()), from: inner)
            if case .object(let remaining) = rest, remaining.isEmpty {
                members[key] = nil
            } else {
                members[key] = rest
            }
        }
        return .object(members)
    }

    /// "a" or "an" before a key in a message, by how the key is read aloud:
    /// `an "id"`, `a "uuid"`, `a "key"`, `an "x"`, `an "hour"`.
    ///
    /// A key of one letter, or a letter and then no letter (`x`, `a_id`),
    /// is read by the letter's name; otherwise a vowel letter starts a
    /// vowel sound except in `uuid`, `uni…`, `use…`, `usu…`, `uti…`, `url`,
    /// `eu…` and `one…`, and a consonant a consonant sound except in
    /// `hour…`, `honest…`, `honor…`, `heir…`.
    static func article(_ key: String) -> String {
        let word = key.lowercased()
        guard let first = word.first, first.isLetter else { return "a" }
        if !(word.dropFirst().first?.isLetter ?? false) {
            return "aefhilmnorsx".contains(first) ? "an" : "a"
        }
        if "aeiou".contains(first) {
            let consonantSounds = ["uu", "uni", "use", "usu", "uti", "url", "eu", "one"]
            return consonantSounds.contains(where: word.hasPrefix) ? "a" : "an"
        }
        return ["hour", "honest", "honor", "heir"].contains(where: word.hasPrefix) ? "an" : "a"
    }

    func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}

extension JSONNumber {
    /// Whether the number is zero (`0`, `-0`, `0.0`).
    var isZero: Bool { digits.isEmpty || digits.allSatisfy { $0 == "0" } }
}
