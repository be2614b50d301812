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
        if hasByte(at: index) && bytes[index] == .closeBracket {
            index += 1
        } else {
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
        try checkEndOfInput()
        return true
    }

    /// Reads the object at ``index`` into `record` if it is a flat record
    /// identified by `idKey` with no duplicate key; otherwise returns
    /// `false`, and the caller reads it again from its start with
    /// ``parseValue()``, which words any problem.
    private mutating func readFlatRecord(idKey: [UInt8], into record: inout FlatRecord) -> Bool {
        index += 1  // the brace
        record.memberText.removeAll(keepingCapacity: true)
        record.members.removeAll(keepingCapacity: true)
        var hasID = false
        repeat {
            skipWhitespace()
            guard let key = readPlainString() else { return false }
            skipWhitespace()
            guard hasByte(at: index), bytes[index] == .colon else { return false }
            index += 1
            skipWhitespace()
            guard hasByte(at: index) else { return false }
            if key.count == idKey.count && bytes[key].elementsEqual(idKey) {
                guard !hasID else { return false }
                hasID = true
                record.id.removeAll(keepingCapacity: true)
                if let text = readPlainString() {
                    record.id += bytes[text]
                    record.idIsInteger = false
                } else if readPlainInteger(into: &record.id) {
                    record.idIsInteger = true
                } else {
                    return false
                }
            } else {
                // "content" makes an item of an identifier and content,
                // which the tree path reads.
                guard !bytes[key].elementsEqual("content".utf8) else { return false }
                let start = record.memberText.count
                record.memberText.append(.quote)
                record.memberText += bytes[key]
                record.memberText += [.quote, .colon]
                guard readPlainScalar(into: &record.memberText) else { return false }
                record.members.append((start, record.memberText.count, key.count))
            }
            skipWhitespace()
            guard hasByte(at: index) else { return false }
            let separator = bytes[index]
            index += 1
            if separator == .closeBrace { break }
            guard separator == .comma else { return false }
        } while true
        return hasID && record.writeContent()
    }

    /// Reads a string of printable ASCII without escapes at ``index``; the
    /// range of its characters in ``bytes``, or `nil` if it is not one.
    private mutating func readPlainString() -> Range<Int>? {
        guard hasByte(at: index), bytes[index] == .quote else { return nil }
        let start = index + 1
        var end = start
        while true {
            guard hasByte(at: end) else { return nil }
            let byte = bytes[end]
            if byte == .quote { break }
            guard byte >= 0x20 && byte < 0x80 && byte != .backslash else { return nil }
            end += 1
        }
        index = end + 1
        return start..<end
    }

    /// Reads an integer at ``index`` whose canonical text is its literal
    /// (at most 18 digits, no fraction or exponent; `-0` is written `0`),
    /// appending that text to `text`; `false` if it is not one.
    private mutating func readPlainInteger(into text: inout [UInt8]) -> Bool {
        var end = index
        if hasByte(at: end) && bytes[end] == .minus { end += 1 }
        let digitsStart = end
        while hasByte(at: end) && bytes[end].isDigit && end - digitsStart <= 18 { end += 1 }
        let digitCount = end - digitsStart
        guard (1...18).contains(digitCount), digitCount == 1 || bytes[digitsStart] != UInt8(ascii: "0") else {
            return false
        }
        if hasByte(at: end) && (bytes[end] == .period || bytes[end] | 0x20 == UInt8(ascii: "e")) { return false }
        if digitCount == 1 && bytes[digitsStart] == UInt8(ascii: "0") {
            text.append(UInt8(ascii: "0"))
        } else {
            text += bytes[index..<end]
        }
        index = end
        return true
    }

    /// Reads a plain string, a plain integer, `true`, `false` or `null` at
    /// ``index``, appending its canonical text to `text`; `false` if it is
    /// none of these.
    private mutating func readPlainScalar(into text: inout [UInt8]) -> Bool {
        switch bytes[index] {
        case .quote:
            guard let characters = readPlainString() else { return false }
            text += bytes[characters.lowerBound - 1..<characters.upperBound + 1]
            return true
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for literal: StaticString in ["true", "false", "null"] where matches(literal) {
                let count = literal.utf8CodeUnitCount
                text += bytes[index..<index + count]
                index += count
                return true
            }
            return false
        default:
            return readPlainInteger(into: &text)
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
