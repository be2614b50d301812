import Foundation

extension JSONParser {
    /// A flat record read straight from the input's bytes: an object whose
    /// identifier is a string or an integer and whose other members are
    /// strings, integers, `true`, `false` or `null`, with keys and strings
    /// in ASCII without escapes.
    ///
    /// Such a record needs no tree of values: its identifier is its bytes,
    /// and its content (the other members) is written straight as the
    /// canonical JSON text ``JSONValue/jsonText()`` gives for it.
    struct FlatRecord {
        /// The identifier's text: a string's characters without the quotes,
        /// or an integer's canonical digits.
        var id: [UInt8] = []
        /// Whether the identifier is an integer.
        var idIsInteger = false
        /// The members other than the identifier as canonical JSON text,
        /// their keys sorted (`{"a":1,"b":"x"}`); empty when there are none.
        var content: [UInt8] = []
        /// Each member's `"key":value` text, one after another, in the
        /// order read.
        fileprivate var memberText: [UInt8] = []
        /// Where each member's text starts and ends in `memberText`, and
        /// its key's length, in the order read; then sorted by key.
        fileprivate var members: [(start: Int, end: Int, keyCount: Int)] = []
    }

    /// What ``forEachRecord(idKey:_:)`` hands over for one element.
    enum RecordElement {
        /// A flat record, read without a tree of values.
        case record(FlatRecord)
        /// Any other element, as a value.
        case value(JSONValue)
    }

    /// Reads the input, if it is one array, handing its elements to `body`
    /// one at a time, as ``forEachElement(_:)`` does, but each flat record
    /// (see ``FlatRecord``) identified by the key `idKey` as a record
    /// rather than a value.
    ///
    /// Any element that is not a flat record, including one with a syntax
    /// error, is read by ``parseValue()``, so the input is checked, and a
    /// problem reported, exactly as ``parse(_:)`` does.
    ///
    /// - Parameters:
    ///   - idKey: The identifier's key, as UTF-8.
    ///   - body: Called with each element in order.
    /// - Returns: Whether the input is one array; `false` having read only
    ///   the white space before a first value that is not one.
    /// - Throws: ``JSONParseError`` at the first problem in reading order.
    mutating func forEachRecord(idKey: [UInt8], _ body: (RecordElement) -> Void) throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard hasByte(at: index), bytes[index] == .openBracket else { return false }
        index += 1
        skipWhitespace()
        try readRecordElements(idKey: idKey, body)
        try checkEndOfInput()
        return true
    }

    /// Reads the elements of the array whose `[` is just read, as
    /// ``forEachRecord(idKey:_:)`` does, through its `]`.
    private mutating func readRecordElements(
        idKey: [UInt8], _ body: (RecordElement) -> Void
    ) throws(JSONParseError) {
        skipWhitespace()
        if hasByte(at: index) && bytes[index] == .closeBracket {
            index += 1
            return
        }
        // The array counts as open, so elements nest as deep as in `parse`.
        openContainers.append(.array)
        var record = FlatRecord()
        repeat {
            skipWhitespace()
            if hasByte(at: index) && bytes[index] == .openBrace {
                compactIfWorthIt()
                let start = index
                if readFlatRecord(idKey: idKey, into: &record) {
                    body(.record(record))
                    continue
                }
                index = start
            }
            body(.value(try parseValue()))
        } while try readArraySeparator()
        openContainers.removeLast()
    }

    /// What ``forEachRecord(inItemsOf:_:)`` read.
    enum ItemsObject {
        /// The object's `"items"` was an array, its elements handed over;
        /// whether the object had `"sections"` too.
        case items(hasSections: Bool)
        /// The whole object, as ``parseDocument()`` reads it: its `"items"`
        /// was missing or not an array.
        case value(JSONValue)
    }

    /// Reads the input, if it is one object, member by member: the
    /// elements of its `"items"`, when that is an array, are handed to
    /// `body` one at a time as ``forEachRecord(idKey:_:)`` hands them;
    /// other members are parsed as values.
    ///
    /// The input is checked exactly as ``parse(_:)`` checks it.
    ///
    /// - Parameters:
    ///   - idKey: The identifier's key, as UTF-8.
    ///   - body: Called with each element of `"items"` in order.
    /// - Returns: `nil` having read only the white space before a first
    ///   value that is not an object; otherwise what was read.
    /// - Throws: ``JSONParseError`` at the first problem in reading order.
    mutating func forEachRecord(
        inItemsOf idKey: [UInt8], _ body: (RecordElement) -> Void
    ) throws(JSONParseError) -> ItemsObject? {
        skipWhitespace()
        guard hasByte(at: index), bytes[index] == .openBrace else { return nil }
        index += 1
        skipWhitespace()
        if hasByte(at: index) && bytes[index] == .closeBrace {
            index += 1
            try checkEndOfInput()
            return .value(.object([:]))
        }
        openObjectByMembers()
        var readItems = false
        var hasSections = false
        var afterComma = false
        repeat {
            try parseKey(afterComma: afterComma)
            afterComma = true
            let key = pendingKey
            skipWhitespace()
            if key == "items" && hasByte(at: index) && bytes[index] == .openBracket {
                readItems = true
                index += 1
                try readRecordElements(idKey: idKey, body)
                storeMember(.array([]))
            } else {
                if key == "sections" { hasSections = true }
                storeMember(try parseValue())
            }
        } while try readObjectSeparator()
        let members = closeObjectByMembers()
        try checkEndOfInput()
        return readItems ? .items(hasSections: hasSections) : .value(.object(members))
    }

    /// Reads the object at ``index`` into `record` if it is a flat record
    /// identified by `idKey` with no duplicate key; otherwise returns
    /// `false`, and the caller reads it again from its start with
    /// ``parseValue()``, which words any problem.
    private mutating func readFlatRecord(idKey: [UInt8], into record: inout FlatRecord) -> Bool {
        while true {
            // The record is scanned in the bytes read so far; when it runs
            // past their end, more is read and the scan starts again.
            let start = index
            let scanned: Result<Int, FlatRecordScanner.Stop> = bytes.withUnsafeBufferPointer { buffer in
                var scanner = FlatRecordScanner(buffer: buffer, position: start)
                do throws(FlatRecordScanner.Stop) {
                    try scanner.scanRecord(idKey: idKey, into: &record)
                    return .success(scanner.position)
                } catch {
                    return .failure(error)
                }
            }
            switch scanned {
            case .success(let end):
                index = end
                return record.writeContent()
            case .failure(.notFlat):
                return false
            case .failure(.needsMore):
                guard hasByte(at: bytes.count) else { return false }
            }
        }
    }
}

/// Reads one flat record (see ``JSONParser/FlatRecord``) from bytes in
/// memory, stopping at the first thing that makes it not one, or at the end
/// of the bytes.
///
/// It works on an unsafe buffer, and the parser reads more of the file only
/// between scans: 2% fewer instructions in all to plan a pair of 100,000
/// records than the same loops over the parser's array, each byte checked
/// against the end of what is read.
private struct FlatRecordScanner {
    /// Why a scan stops before the end of the record.
    enum Stop: Error {
        /// The object is not a flat record: the tree path reads it.
        case notFlat
        /// The bytes end before the record does.
        case needsMore
    }

    /// The key that makes an item object an identifier and its content.
    static let contentKey = Array("content".utf8)

    let buffer: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position: Int

    /// Scans the object at ``position`` into `record`'s identifier and
    /// member texts.
    mutating func scanRecord(idKey: [UInt8], into record: inout JSONParser.FlatRecord) throws(Stop) {
        position += 1  // the brace
        record.memberText.removeAll(keepingCapacity: true)
        record.members.removeAll(keepingCapacity: true)
        var hasID = false
        while true {
            try skipWhitespace()
            let key = try plainString()
            try skipWhitespace()
            try expect(.colon)
            try skipWhitespace()
            if bytes(in: key, equal: idKey) {
                guard !hasID else { throw .notFlat }
                hasID = true
                record.id.removeAll(keepingCapacity: true)
                if try byte() == .quote {
                    record.id += UnsafeBufferPointer(rebasing: buffer[try plainString()])
                    record.idIsInteger = false
                } else {
                    try plainInteger(into: &record.id)
                    record.idIsInteger = true
                }
            } else {
                // "content" makes an item of an identifier and content,
                // which the tree path reads.
                guard !bytes(in: key, equal: Self.contentKey) else { throw .notFlat }
                let start = record.memberText.count
                record.memberText += UnsafeBufferPointer(rebasing: buffer[key.lowerBound - 1..<key.upperBound + 1])
                record.memberText.append(.colon)
                try scalar(into: &record.memberText)
                record.members.append((start, record.memberText.count, key.count))
            }
            try skipWhitespace()
            let separator = try byte()
            position += 1
            if separator == .closeBrace { break }
            guard separator == .comma else { throw .notFlat }
        }
        guard hasID else { throw .notFlat }
    }

    /// The byte at ``position``.
    func byte() throws(Stop) -> UInt8 {
        guard position < buffer.count else { throw .needsMore }
        return buffer[position]
    }

    /// Reads `expected`.
    mutating func expect(_ expected: UInt8) throws(Stop) {
        guard try byte() == expected else { throw .notFlat }
        position += 1
    }

    /// Skips JSON white space.
    mutating func skipWhitespace() throws(Stop) {
        while true {
            switch try byte() {
            case .space, .tab, .lineFeed, .carriageReturn: position += 1
            default: return
            }
        }
    }

    /// Reads a string of printable ASCII without escapes; the range of its
    /// characters.
    mutating func plainString() throws(Stop) -> Range<Int> {
        try expect(.quote)
        let start = position
        // The common case: a run of plain characters.
        var end = position
        let bytes = buffer
        while end < bytes.count {
            let byte = bytes[end]
            if byte == .quote || byte == .backslash || byte &- 0x20 >= 0x60 { break }
            end += 1
        }
        position = end
        guard try byte() == .quote else { throw .notFlat }
        position += 1
        return start..<position - 1
    }

    /// Reads an integer whose canonical text is its literal (at most 18
    /// digits, no fraction or exponent; `-0` is written `0`), appending that
    /// text to `text`.
    mutating func plainInteger(into text: inout [UInt8]) throws(Stop) {
        let start = position
        if try byte() == .minus { position += 1 }
        let digitsStart = position
        while try byte().isDigit {
            position += 1
            guard position - digitsStart <= 18 else { throw .notFlat }
        }
        let digitCount = position - digitsStart
        guard digitCount == 1 || digitCount > 1 && buffer[digitsStart] != UInt8(ascii: "0") else { throw .notFlat }
        let next = try byte()
        guard next != .period && next | 0x20 != UInt8(ascii: "e") else { throw .notFlat }
        if digitCount == 1 && buffer[digitsStart] == UInt8(ascii: "0") {
            text.append(UInt8(ascii: "0"))
        } else {
            text += UnsafeBufferPointer(rebasing: buffer[start..<position])
        }
    }

    /// Reads a plain string, a plain integer, `true`, `false` or `null`,
    /// appending its canonical text to `text`.
    mutating func scalar(into text: inout [UInt8]) throws(Stop) {
        switch try byte() {
        case .quote:
            let characters = try plainString()
            text += UnsafeBufferPointer(rebasing: buffer[characters.lowerBound - 1..<characters.upperBound + 1])
        case UInt8(ascii: "t"): try literal("true", into: &text)
        case UInt8(ascii: "f"): try literal("false", into: &text)
        case UInt8(ascii: "n"): try literal("null", into: &text)
        default: try plainInteger(into: &text)
        }
    }

    /// Reads `word`, which must not run on into more letters.
    mutating func literal(_ word: StaticString, into text: inout [UInt8]) throws(Stop) {
        let start = position
        for offset in 0..<word.utf8CodeUnitCount {
            guard try byte() == word.utf8Start[offset] else { throw .notFlat }
            position += 1
        }
        guard !(try byte()).isWordCharacter else { throw .notFlat }
        text += UnsafeBufferPointer(rebasing: buffer[start..<position])
    }

    /// Whether the bytes in `range` are `other`.
    func bytes(in range: Range<Int>, equal other: [UInt8]) -> Bool {
        range.count == other.count
            && other.withUnsafeBufferPointer {
                memcmp(buffer.baseAddress! + range.lowerBound, $0.baseAddress!, $0.count) == 0
            }
    }
}

extension JSONParser.FlatRecord {
    /// Writes ``content`` from the members: sorted by key, as
    /// ``JSONValue/appendJSONText(to:)`` sorts them; `false` if two have the
    /// same key.
    fileprivate mutating func writeContent() -> Bool {
        content.removeAll(keepingCapacity: true)
        guard !members.isEmpty else { return true }
        let text = memberText
        // Keys start after the member's opening quote.
        func key(_ member: (start: Int, end: Int, keyCount: Int)) -> ArraySlice<UInt8> {
            text[member.start + 1..<member.start + 1 + member.keyCount]
        }
        if members.count > 1 {
            members.sort { key($0).lexicographicallyPrecedes(key($1)) }
            for (left, right) in zip(members, members.dropFirst()) where key(left) == key(right) { return false }
        }
        content.append(.openBrace)
        for (offset, member) in members.enumerated() {
            if offset > 0 { content.append(.comma) }
            content += text[member.start..<member.end]
        }
        content.append(.closeBrace)
        return true
    }
}
