import Foundation

/// A strict JSON parser that reports every problem with its line and column.
///
/// The parser accepts exactly RFC 8259 JSON: one value, optionally surrounded by
/// whitespace (space, tab, line feed, carriage return), and nothing else. It
/// rejects trailing commas, comments, single quotes, leading zeros, `NaN` and
/// `Infinity`, unescaped control characters in strings, unknown escapes, lone
/// UTF-16 surrogates in `\u` escapes, and bytes that are not well-formed UTF-8
/// (including overlong encodings and encoded surrogates). A UTF-8 byte order
/// mark at the very start is skipped.
///
/// It is stricter than RFC 8259 in two ways: an object with the same key twice
/// is an error (`duplicate key "id"`), and arrays and objects may be nested at
/// most ``maximumDepth`` levels deep.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"items": [1, "two"]}"#.utf8))
///
/// do {
///     _ = try JSONParser.parse(Array("[1, 2,]".utf8))
/// } catch {
///     print(error) // 1:7: unexpected character ']', expected a value
/// }
/// ```
///
/// Numbers are kept exactly (see ``JSONNumber``); strings may contain any
/// Unicode text, including `\u0000`.
package struct JSONParser {
    /// The deepest nesting of arrays and objects the parser accepts.
    ///
    /// `[[1]]` is nested 2 levels deep. Input nested deeper is rejected with
    /// `nesting deeper than 512 levels` at the bracket or brace that opens the
    /// 513th level. The limit keeps the recursive work other code does on a
    /// value (comparing, hashing, releasing it) within a bounded stack depth;
    /// the parser itself does not recurse.
    package static let maximumDepth = 512

    /// Parses bytes holding one JSON value in UTF-8.
    ///
    /// - Parameter bytes: The complete input, such as the contents of a file.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` at the first problem in reading order, if
    ///   `bytes` is not exactly one valid JSON value with optional surrounding
    ///   whitespace. Empty or all-whitespace input is an error too.
    /// - Complexity: O(*n*) expected, where *n* is the number of bytes; each
    ///   object member costs one expected O(1) hash-table operation on its
    ///   key (two in an object of more than 16 members).
    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// Parses bytes holding one JSON array, handing its elements to `body` one
    /// at a time instead of building the array, so that only one element's
    /// value is alive at once.
    ///
    /// The input is checked exactly as ``parse(_:)`` checks it, and a problem
    /// throws the same error at the same position, as long as `body` keeps
    /// accepting elements.
    ///
    /// ```swift
    /// var count = 0
    /// let isArray = try JSONParser.forEachElement(ofArray: Array("[1, [2]]".utf8)) { _ in
    ///     count += 1
    ///     return true
    /// }
    /// // isArray == true, count == 2
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The complete input, such as the contents of a file.
    ///   - body: Called with each element in order; returns `false` to stop.
    /// - Returns: `true` when the input is one array whose every element
    ///   `body` accepted; `false` as soon as the input turns out not to start
    ///   with an array (nothing is read) or `body` returns `false`.
    /// - Throws: ``JSONParseError`` at the first problem in reading order, as
    ///   ``parse(_:)`` does, if it comes before `body` stops the reading.
    /// - Complexity: O(*n*) expected, as ``parse(_:)``.
    package static func forEachElement(
        ofArray bytes: [UInt8], _ body: (JSONValue) -> Bool
    ) throws(JSONParseError) -> Bool {
        var parser = JSONParser(bytes: bytes)
        return try parser.forEachElement(body)
    }

    /// Reads the input, if it is one array, handing its elements to `body`
    /// one at a time, as ``forEachElement(ofArray:_:)`` does; when the input
    /// does not start with an array, returns `false` having read only the
    /// white space before its first value, and ``parseDocument()`` can read
    /// it.
    ///
    /// - Parameter body: Called with each element in order; returns `false`
    ///   to stop.
    /// - Returns: Whether the input is one array whose every element `body`
    ///   accepted.
    /// - Throws: ``JSONParseError`` at the first problem in reading order.
    package mutating func forEachElement(_ body: (JSONValue) -> Bool) throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard hasByte(at: index), bytes[index] == .openBracket else { return false }
        index += 1
        skipWhitespace()
        if hasByte(at: index) && bytes[index] == .closeBracket {
            index += 1
        } else {
            // The array counts as open, so elements nest as deep as in `parse`.
            openContainers.append(.array)
            repeat {
                guard body(try parseValue()) else { return false }
            } while try readArraySeparator()
            openContainers.removeLast()
        }
        try checkEndOfInput()
        return true
    }

    /// Parses bytes that must be exactly one JSON number literal, with nothing
    /// around it; `nil` if they are not, or if the exponent is out of range.
    static func number(from bytes: [UInt8]) -> JSONNumber? {
        var parser = JSONParser(bytes: bytes)
        parser.index = 0  // a byte order mark is not part of a number
        guard parser.index < bytes.count, bytes[parser.index] == .minus || bytes[parser.index].isDigit,
            let number = try? parser.parseNumber(), parser.index == bytes.count
        else { return nil }
        return number
    }

    // MARK: - State

    /// The kinds of container that can be open.
    enum Container {
        case array
        case object
    }

    /// The bytes read and not yet dropped: the whole input, or for input
    /// read from a file a window of it (see ``compact()``).
    var bytes: [UInt8]

    /// The offset in ``bytes`` of the next byte to read.
    var index: Int

    /// The file the rest of the input is read from, or `nil` once it is all
    /// in ``bytes``.
    private var descriptor: Int32?

    /// Whether reading the file failed (then the input ends there).
    package private(set) var readFailed = false

    /// The offset in the input of ``bytes``' first byte: the bytes dropped.
    private var base = 0

    /// The line at ``base``, and the offset in the input where it starts.
    private var lineAtBase = (line: 1, start: 0)

    /// The offset where line 1 starts: 3 after a byte order mark, else 0.
    private var firstLineStart = 0

    /// The open containers, outermost first. Its count is the current depth.
    var openContainers: [Container] = []

    /// The elements read so far of each open array, outermost first.
    private var openArrays: [[JSONValue]] = []

    /// Each open object, outermost first: where its members start in
    /// ``members``, and once it has many members, their keys as a set.
    private var openObjects: [OpenObject] = []

    /// The members read so far of every open object, outermost object's
    /// first; each object's dictionary is made once, when it closes, at its
    /// final size, so each key is hashed once and no table grows.
    private var members: [(key: String, value: JSONValue)] = []

    /// For each open object, outermost first, the key whose value is being read.
    private var pendingKeys: [String] = []

    /// An open object's members in ``members``.
    private struct OpenObject {
        /// The offset in ``members`` of the object's first member.
        var start: Int
        /// The object's keys, made once it has more than
        /// ``linearScanLimit`` members; before that a duplicate is found by
        /// comparing keys one by one, cheaper than hashing for few keys.
        var keys: Set<String>?
        /// Whether every key so far is, in order, the key of the last
        /// object closed at the same depth (see ``Shape``).
        var matchesShape = true
    }

    /// The keys, in reading order, of the last object closed at a depth
    /// of objects, and once a second object had the same keys, an object
    /// with them all, its values `null`, to copy.
    ///
    /// Records in an array mostly share their keys: a key read again is
    /// the same string, not a new one, and an object of the same keys is
    /// a copy of the template with its values replaced in place, where
    /// building a dictionary hashes every key.
    private final class Shape {
        /// The keys, in the order read.
        let keys: [String]
        /// The keys' UTF-8, one after another: a key in the input is
        /// compared with these bytes.
        let keyBytes: [UInt8]
        /// Where each key's bytes end in ``keyBytes``.
        let keyEnds: [Int]
        /// An object of these keys, every value `null`.
        var template: [String: JSONValue]?
        /// Each key's index in ``template``, in the order read.
        var templateIndices: [Dictionary<String, JSONValue>.Index] = []

        /// A shape of `keys`, with no template yet.
        init(keys: [String], keyBytes: [UInt8], keyEnds: [Int]) {
            self.keys = keys
            self.keyBytes = keyBytes
            self.keyEnds = keyEnds
        }
    }

    /// For each depth of open objects, the last closed object's ``Shape``.
    private var shapes: [Shape?] = []

    /// The most members an object's keys are searched one by one for a
    /// duplicate; beyond, in a set.
    private static let linearScanLimit = 16

    /// Reused buffer for strings that contain escapes.
    private var scratch: [UInt8] = []

    /// Bytes asked of the file at a time.
    package static let chunkSize = 256 * 1024

    /// Bytes this parser asks of its file at a time: ``chunkSize``, or a
    /// few, to test that where the chunks end changes nothing.
    private let readSize: Int

    /// A parser of `bytes`, the whole input.
    ///
    /// - Parameter bytes: The input, such as the contents of a file.
    package init(bytes: [UInt8]) {
        self.init(bytes: bytes, descriptor: nil)
    }

    /// A parser of what can be read from `descriptor`, an open file or
    /// pipe, read ``chunkSize`` bytes at a time as the parser needs them;
    /// bytes already parsed are dropped between values, so the memory the
    /// input takes stays about two chunks and the longest string or number.
    ///
    /// The caller closes the descriptor when the parser is done.
    ///
    /// - Parameter descriptor: A file descriptor open for reading.
    package init(reading descriptor: Int32) {
        self.init(bytes: [], descriptor: descriptor)
    }

    /// A parser of what can be read from `descriptor`, as
    /// ``init(reading:)``, asking `readSize` bytes of it at a time.
    ///
    /// - Parameters:
    ///   - descriptor: A file descriptor open for reading.
    ///   - readSize: The bytes asked at a time, at least 1.
    package init(reading descriptor: Int32, readSize: Int) {
        self.init(bytes: [], descriptor: descriptor, readSize: readSize)
    }

    private init(bytes: [UInt8], descriptor: Int32?, readSize: Int = JSONParser.chunkSize) {
        precondition(readSize >= 1, "a read size of \(readSize)")
        self.bytes = bytes
        self.descriptor = descriptor
        self.readSize = readSize
        index = 0
        if hasByte(at: 2) && self.bytes[0] == 0xEF && self.bytes[1] == 0xBB && self.bytes[2] == 0xBF {
            firstLineStart = 3
            index = 3
            lineAtBase.start = 3
        }
    }

    /// What comes before the input's first value.
    package enum Start: Equatable, Sendable {
        /// No bytes at all.
        case empty
        /// Only white space.
        case whiteSpace
        /// Something else: a value, or bytes that are not one.
        case other
    }

    /// Skips the white space before the first value and says what the
    /// input holds: nothing, only white space, or something more, which
    /// ``parseDocument()`` reads (a byte order mark counts as more).
    package mutating func start() -> Start {
        skipWhitespace()
        if hasByte(at: index) || firstLineStart > 0 { return .other }
        return base + bytes.count == 0 ? .empty : .whiteSpace
    }

    /// Whether the input has a byte at `offset` in ``bytes``, reading more
    /// of the file as needed.
    @inline(__always)
    mutating func hasByte(at offset: Int) -> Bool {
        offset < bytes.count || readChunks(through: offset)
    }

    /// Reads chunks of the file until ``bytes`` has a byte at `offset`;
    /// whether it does, `false` at the end of the input.
    @inline(never)
    private mutating func readChunks(through offset: Int) -> Bool {
        while let descriptor, offset >= bytes.count {
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: readSize))
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + start, readSize) }
            bytes.removeLast(readSize - max(count, 0))
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                readFailed = count < 0
                self.descriptor = nil
            }
        }
        return offset < bytes.count
    }

    /// Drops the bytes before ``index`` once a chunk's worth is parsed, when
    /// the input comes from a file: called between values only, where no
    /// offset into ``bytes`` is held elsewhere, and with the byte at
    /// ``index`` read, so a carriage return before it is counted right.
    @inline(__always)
    mutating func compactIfWorthIt() {
        if index >= readSize && descriptor != nil { compact() }
    }

    @inline(never)
    private mutating func compact() {
        lineAtBase = lineStart(before: index)
        base += index
        bytes.removeSubrange(..<index)
        index = 0
    }

    // MARK: - Structure

    /// Reads the whole input as one value.
    ///
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` at the first problem in reading order.
    package mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard hasByte(at: index) else {
            throw error("empty input, expected a JSON value", at: index)
        }
        let value = try parseValue()
        try checkEndOfInput()
        return value
    }

    /// Reads one value starting at `index` (whitespace before it is
    /// skipped), inside the containers already open.
    ///
    /// A loop with explicit stacks of open containers instead of recursion, so
    /// deep input cannot overflow the call stack.
    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        let outerDepth = openContainers.count
        var value: JSONValue
        readingValue: while true {
            // Read one value, or open a container and go on with its first value.
            skipWhitespace()
            guard hasByte(at: index) else { throw endOfInputError() }
            compactIfWorthIt()
            switch bytes[index] {
            case .openBracket:
                try checkDepth()
                index += 1
                skipWhitespace()
                if hasByte(at: index) && bytes[index] == .closeBracket {
                    index += 1
                    value = .array([])
                } else {
                    openContainers.append(.array)
                    openArrays.append([])
                    continue readingValue
                }
            case .openBrace:
                try checkDepth()
                index += 1
                skipWhitespace()
                if hasByte(at: index) && bytes[index] == .closeBrace {
                    index += 1
                    value = .object([:])
                } else {
                    openContainers.append(.object)
                    openObjects.append(OpenObject(start: members.count))
                    try parseKey(afterComma: false)
                    continue readingValue
                }
            case .quote:
                value = .string(try parseString())
            case .minus, UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                value = try parseLiteral()
            default:
                throw try unexpectedValueError()
            }

            // Store the value in its container; close every container the input
            // closes here; stop at a comma (more to read) or at the outer level.
            while openContainers.count > outerDepth, let container = openContainers.last {
                switch container {
                case .array:
                    openArrays[openArrays.count - 1].append(value)
                    if try readArraySeparator() { continue readingValue }
                    openContainers.removeLast()
                    value = .array(openArrays.removeLast())
                case .object:
                    skipWhitespace()
                    members.append((pendingKeys.removeLast(), value))
                    guard hasByte(at: index) else { throw endOfInputError() }
                    switch bytes[index] {
                    case .comma:
                        index += 1
                        try parseKey(afterComma: true)
                        continue readingValue
                    case .closeBrace:
                        index += 1
                        openContainers.removeLast()
                        value = .object(closeObject())
                    default:
                        throw error(
                            "expected ',' or '}' after object member, found \(try describeToken(at: index))", at: index)
                    }
                }
            }
            return value
        }
    }

    /// Reads the `,` or `]` after an array element.
    ///
    /// - Returns: `true` after a comma (another element follows), `false`
    ///   after the closing bracket.
    mutating func readArraySeparator() throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard hasByte(at: index) else { throw endOfInputError() }
        switch bytes[index] {
        case .comma:
            index += 1
            return true
        case .closeBracket:
            index += 1
            return false
        default:
            throw error("expected ',' or ']' after array element, found \(try describeToken(at: index))", at: index)
        }
    }

    /// Throws unless only whitespace is left.
    mutating func checkEndOfInput() throws(JSONParseError) {
        skipWhitespace()
        guard !hasByte(at: index) else {
            throw error("trailing characters after the JSON value", at: index)
        }
    }

    /// Reads an object member's key and the colon after it, and pushes the key
    /// as the innermost pending key.
    mutating func parseKey(afterComma: Bool) throws(JSONParseError) {
        skipWhitespace()
        guard hasByte(at: index) else { throw endOfInputError() }
        guard bytes[index] == .quote else {
            let expected = afterComma ? "a string key after ','" : "a string key or '}'"
            throw error("expected \(expected), found \(try describeToken(at: index))", at: index)
        }
        let keyStart = index
        let key: String
        if let shapeKey = readShapeKey() {
            // The keys before it are the shape's too, all different.
            key = shapeKey
        } else {
            openObjects[openObjects.count - 1].matchesShape = false
            key = try parseString()
            if isDuplicate(key) {
                throw error("duplicate key \(JSONParser.shortQuoted(key))", at: keyStart)
            }
        }
        skipWhitespace()
        guard hasByte(at: index) else { throw endOfInputError() }
        guard bytes[index] == .colon else {
            throw error("expected ':' after object key, found \(try describeToken(at: index))", at: index)
        }
        index += 1
        pendingKeys.append(key)
    }

    /// Opens an object read member by member by a caller other than
    /// ``parseValue()``, after its `{` and before its first key.
    mutating func openObjectByMembers() {
        openContainers.append(.object)
        openObjects.append(OpenObject(start: members.count))
    }

    /// The key ``parseKey(afterComma:)`` read last, whose value is to be
    /// read.
    var pendingKey: String { pendingKeys[pendingKeys.count - 1] }

    /// Stores the value of the member whose key ``parseKey(afterComma:)``
    /// read last.
    mutating func storeMember(_ value: JSONValue) {
        members.append((pendingKeys.removeLast(), value))
    }

    /// Reads the `,` or `}` after an object member, as ``parseValue()``
    /// does.
    ///
    /// - Returns: `true` after a comma (another member follows), `false`
    ///   after the closing brace.
    mutating func readObjectSeparator() throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard hasByte(at: index) else { throw endOfInputError() }
        switch bytes[index] {
        case .comma:
            index += 1
            return true
        case .closeBrace:
            index += 1
            return false
        default:
            throw error("expected ',' or '}' after object member, found \(try describeToken(at: index))", at: index)
        }
    }

    /// Closes the object ``openObjectByMembers()`` opened, all its members
    /// read.
    ///
    /// - Returns: Its members, by key.
    mutating func closeObjectByMembers() -> [String: JSONValue] {
        let object = closeObject()
        openContainers.removeLast()
        return object
    }

    /// Whether the innermost open object already has `key`, or a key
    /// canonically equivalent to it, as a dictionary's key would be found.
    private mutating func isDuplicate(_ key: String) -> Bool {
        let last = openObjects.count - 1
        let start = openObjects[last].start
        if members.count - start <= JSONParser.linearScanLimit {
            for offset in start..<members.count where members[offset].key == key { return true }
            return false
        }
        if openObjects[last].keys == nil {
            openObjects[last].keys = Set(members[start...].lazy.map(\.key))
        }
        return !openObjects[last].keys!.insert(key).inserted
    }

    /// Reads the key at `index`, the opening quote, when it is the next key
    /// of the innermost open object's ``Shape`` spelled the same, with no
    /// escapes: then the shape's string, with `index` after the closing
    /// quote. Otherwise `nil`, with nothing read.
    private mutating func readShapeKey() -> String? {
        let depth = openObjects.count - 1
        guard openObjects[depth].matchesShape, depth < shapes.count, let shape = shapes[depth] else { return nil }
        let position = members.count - openObjects[depth].start
        guard position < shape.keys.count else { return nil }
        let keyStart = position == 0 ? 0 : shape.keyEnds[position - 1]
        let count = shape.keyEnds[position] - keyStart
        // The key's bytes, then the closing quote, if already read (this
        // is only a shortcut: at the end of a chunk the key is read as any).
        let first = index + 1
        guard first + count < bytes.count else { return nil }
        let same = bytes.withUnsafeBufferPointer { input in
            shape.keyBytes.withUnsafeBufferPointer { key in
                input[first + count] == .quote
                    && (count == 0 || memcmp(input.baseAddress! + first, key.baseAddress! + keyStart, count) == 0)
            }
        }
        guard same else { return nil }
        index = first + count + 1
        return shape.keys[position]
    }

    /// Closes the innermost open object, whose members are all read.
    ///
    /// - Returns: Its members, by key.
    private mutating func closeObject() -> [String: JSONValue] {
        let depth = openObjects.count - 1
        let open = openObjects.removeLast()
        let start = open.start
        let count = members.count - start
        if depth >= shapes.count { shapes.append(contentsOf: repeatElement(nil, count: depth + 1 - shapes.count)) }
        if open.matchesShape, let shape = shapes[depth], shape.keys.count == count {
            if let template = shape.template {
                // The same keys as the template, in the same order.
                var object = template
                for templateIndex in shape.templateIndices.reversed() {
                    object.values[templateIndex] = members.removeLast().value
                }
                return object
            }
            let object = buildObject(from: start)
            var template = object
            var templateIndices: [Dictionary<String, JSONValue>.Index] = []
            templateIndices.reserveCapacity(count)
            for key in shape.keys {
                let templateIndex = template.index(forKey: key)!
                template.values[templateIndex] = .null
                templateIndices.append(templateIndex)
            }
            shape.template = template
            shape.templateIndices = templateIndices
            return object
        }
        // A new shape: these keys, if they can be matched by their bytes.
        let keys = members[start...].map(\.key)
        if keys.allSatisfy(JSONParser.isPlainKey) {
            var keyBytes: [UInt8] = []
            var keyEnds: [Int] = []
            keyEnds.reserveCapacity(count)
            for key in keys {
                keyBytes += key.utf8
                keyEnds.append(keyBytes.count)
            }
            shapes[depth] = Shape(keys: keys, keyBytes: keyBytes, keyEnds: keyEnds)
        } else {
            shapes[depth] = nil
        }
        return buildObject(from: start)
    }

    /// Whether a key is written in the input exactly as its UTF-8, with no
    /// escape: it has no control character, quote or backslash.
    private static func isPlainKey(_ key: String) -> Bool {
        !key.utf8.contains { $0 < 0x20 || $0 == .quote || $0 == .backslash }
    }

    /// The members from `start` on, moved out of ``members`` into a
    /// dictionary.
    private mutating func buildObject(from start: Int) -> [String: JSONValue] {
        var object = [String: JSONValue](minimumCapacity: members.count - start)
        // Moved out last first; a dictionary keeps no order.
        while members.count > start {
            let member = members.removeLast()
            object[member.key] = member.value
        }
        return object
    }

    /// Throws if opening one more container would nest deeper than allowed.
    private mutating func checkDepth() throws(JSONParseError) {
        if openContainers.count >= JSONParser.maximumDepth {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels", at: index)
        }
    }

    /// Skips JSON whitespace: space, tab, line feed and carriage return.
    @inline(__always)
    mutating func skipWhitespace() {
        // Most values follow their separator at once.
        if index < bytes.count && bytes[index] > .space { return }
        skipWhitespaceRun()
    }

    /// Skips JSON whitespace, the byte at `index` being any.
    private mutating func skipWhitespaceRun() {
        while hasByte(at: index) {
            switch bytes[index] {
            case .space, .tab, .lineFeed, .carriageReturn: index += 1
            default: return
            }
        }
    }

    /// Reads `true`, `false` or `null`, which must not run on into more letters.
    private mutating func parseLiteral() throws(JSONParseError) -> JSONValue {
        let text: StaticString
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "t"): (text, value) = ("true", .bool(true))
        case UInt8(ascii: "f"): (text, value) = ("false", .bool(false))
        default: (text, value) = ("null", .null)
        }
        guard matches(text) else { throw try unexpectedValueError() }
        index += text.utf8CodeUnitCount
        return value
    }

    /// Whether the input at `index` is `text` not followed by a word character.
    mutating func matches(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard hasByte(at: index + count - 1) else { return false }
        var offset = 0
        while offset < count {
            if bytes[index + offset] != text.utf8Start[offset] { return false }
            offset += 1
        }
        return !hasByte(at: index + count) || !bytes[index + count].isWordCharacter
    }

    // MARK: - Strings

    /// Reads a string literal starting at the opening quote at `index`.
    private mutating func parseString() throws(JSONParseError) -> String {
        let openingQuote = index
        index += 1
        var segmentStart = index
        var hasEscapes = false
        while true {
            // The common case: printable ASCII that needs no attention,
            // scanned in the buffer without bounds checks.
            index = bytes.withUnsafeBufferPointer { buffer in
                var offset = index
                // Eight bytes at a time while none needs attention.
                if let base = buffer.baseAddress {
                    let raw = UnsafeRawPointer(base)
                    while offset + 8 <= buffer.count {
                        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        guard !JSONParser.needsAttention(word) else { break }
                        offset += 8
                    }
                }
                while offset < buffer.count {
                    let byte = buffer[offset]
                    guard byte >= 0x20 && byte < 0x80 && byte != .quote && byte != .backslash else { break }
                    offset += 1
                }
                return offset
            }
            guard index < bytes.count else {
                guard hasByte(at: index) else { throw error("unterminated string", at: openingQuote) }
                continue
            }
            let byte = bytes[index]
            switch byte {
            case .quote:
                let end = index
                index += 1
                if !hasEscapes {
                    return String(decoding: bytes[segmentStart..<end], as: UTF8.self)
                }
                scratch.append(contentsOf: bytes[segmentStart..<end])
                return String(decoding: scratch, as: UTF8.self)
            case .backslash:
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: bytes[segmentStart..<index])
                try parseEscape(openingQuote: openingQuote)
                segmentStart = index
            case 0x80...:
                index += try utf8SequenceLength(at: index)
            default:
                throw error("unescaped control character \(JSONParser.hex(byte)) in a string", at: index)
            }
        }
    }

    /// Whether any of the eight bytes in `word` is not plain ASCII inside a
    /// string: a control character, a quote, a backslash or a byte of
    /// 0x80 or more. (The classic test for a zero byte in a word, applied
    /// to the word itself and to it XORed with `"` and with `\`.)
    @inline(__always)
    private static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8.quote))
        let backslashes = word ^ (ones &* UInt64(UInt8.backslash))
        let control = word &- ones &* 0x20
        let zeroQuote = quotes &- ones
        let zeroBackslash = backslashes &- ones
        return (word | (control & ~word) | (zeroQuote & ~quotes) | (zeroBackslash & ~backslashes)) & highs != 0
    }

    /// Reads the escape starting at the backslash at `index`, appending what it
    /// stands for to `scratch`.
    private mutating func parseEscape(openingQuote: Int) throws(JSONParseError) {
        let backslash = index
        index += 1
        guard hasByte(at: index) else {
            throw error("unterminated string", at: openingQuote)
        }
        let escaped: UInt8
        switch bytes[index] {
        case .quote: escaped = .quote
        case .backslash: escaped = .backslash
        case .slash: escaped = .slash
        case UInt8(ascii: "b"): escaped = 0x08
        case UInt8(ascii: "f"): escaped = 0x0C
        case UInt8(ascii: "n"): escaped = .lineFeed
        case UInt8(ascii: "r"): escaped = .carriageReturn
        case UInt8(ascii: "t"): escaped = .tab
        case UInt8(ascii: "u"):
            index += 1
            try parseUnicodeEscape(backslash: backslash)
            return
        case let byte where byte.isPrintableASCII:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: backslash)
        default:
            throw error("invalid escape, '\\' followed by \(try describeCharacter(at: index))", at: backslash)
        }
        index += 1
        scratch.append(escaped)
    }

    /// Reads the four hex digits after `\u` (and a second `\uXXXX` for a
    /// surrogate pair), appending the code point's UTF-8 to `scratch`.
    private mutating func parseUnicodeEscape(backslash: Int) throws(JSONParseError) {
        let unit = try parseHexQuad()
        var scalarValue = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate must be followed by an escaped low surrogate.
            let next = index
            guard hasByte(at: next + 1), bytes[next] == .backslash, bytes[next + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate \(escapeText(at: backslash)) in a string", at: backslash)
            }
            index += 2
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("unpaired surrogate \(escapeText(at: backslash)) in a string", at: backslash)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error("unpaired surrogate \(escapeText(at: backslash)) in a string", at: backslash)
        default:
            break
        }
        appendUTF8(of: scalarValue)
    }

    /// Reads four hex digits at `index`.
    private mutating func parseHexQuad() throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard hasByte(at: index), let digit = bytes[index].hexDigitValue else {
                throw error("expected 4 hex digits after '\\u', found \(try describeCharacter(at: index))", at: index)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// The six-character escape `\uXXXX` starting at `offset`, quoted, as written.
    private func escapeText(at offset: Int) -> String {
        "'" + String(decoding: bytes[offset..<offset + 6], as: UTF8.self) + "'"
    }

    /// Appends the UTF-8 encoding of a Unicode scalar value to `scratch`.
    private mutating func appendUTF8(of value: UInt32) {
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(value >> 6))
            scratch.append(0x80 | UInt8(value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(value >> 12))
            scratch.append(0x80 | UInt8((value >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(value & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(value >> 18))
            scratch.append(0x80 | UInt8((value >> 12) & 0x3F))
            scratch.append(0x80 | UInt8((value >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(value & 0x3F))
        }
    }

    // MARK: - UTF-8

    /// Returns the length of the well-formed UTF-8 sequence that starts with
    /// the non-ASCII byte at `offset`, or throws at the first byte that cannot
    /// belong to one.
    ///
    /// Follows table 3-7 of the Unicode Standard, so overlong encodings, encoded
    /// surrogates and code points above U+10FFFF are rejected.
    private mutating func utf8SequenceLength(at offset: Int) throws(JSONParseError) -> Int {
        let lead = bytes[offset]
        let length: Int
        // The allowed range of the byte after the lead byte, and why others fail.
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        var secondReason = ""
        switch lead {
        case 0xC2...0xDF:
            length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
            secondReason = " (overlong encoding)"
        case 0xE1...0xEC, 0xEE...0xEF:
            length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
            secondReason = " (encoded surrogate)"
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
            secondReason = " (overlong encoding)"
        case 0xF1...0xF3:
            length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
            secondReason = " (beyond U+10FFFF)"
        default:
            throw error("invalid UTF-8 byte \(JSONParser.hex(lead))", at: offset)
        }
        for position in offset + 1..<offset + length {
            guard hasByte(at: position) else {
                throw error("truncated UTF-8 sequence at end of input", at: offset)
            }
            let byte = bytes[position]
            let isSecond = position == offset + 1
            guard isSecond ? secondRange.contains(byte) : (0x80...0xBF).contains(byte) else {
                let before = bytes[offset..<position].map(JSONParser.hex).joined(separator: " ")
                let reason = isSecond && (0x80...0xBF).contains(byte) ? secondReason : ""
                throw error("invalid UTF-8 byte \(JSONParser.hex(byte)) after \(before)\(reason)", at: position)
            }
        }
        return length
    }

    // MARK: - Numbers

    /// Reads a number starting at the `-` or digit at `index`.
    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        let isNegative = bytes[index] == .minus
        if isNegative {
            index += 1
            guard hasByte(at: index), bytes[index].isDigit else {
                throw error("expected a digit after '-', found \(try describeToken(at: index))", at: index)
            }
        }

        let integerStart = index
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if hasByte(at: index) && bytes[index].isDigit {
                throw error("leading zeros are not allowed in numbers", at: integerStart)
            }
        } else {
            skipDigits()
        }
        let integerEnd = index

        var fractionStart = index
        var fractionEnd = index
        if hasByte(at: index) && bytes[index] == .period {
            index += 1
            guard hasByte(at: index), bytes[index].isDigit else {
                throw error("expected a digit after '.', found \(try describeToken(at: index))", at: index)
            }
            fractionStart = index
            skipDigits()
            fractionEnd = index
        }

        var exponent = 0
        var hasExponent = false
        var exponentOverflows = false
        if hasByte(at: index) && bytes[index] | 0x20 == UInt8(ascii: "e") {
            hasExponent = true
            index += 1
            var exponentIsNegative = false
            if hasByte(at: index) && (bytes[index] == .plus || bytes[index] == .minus) {
                exponentIsNegative = bytes[index] == .minus
                index += 1
            }
            guard hasByte(at: index), bytes[index].isDigit else {
                throw error("expected a digit in the exponent, found \(try describeToken(at: index))", at: index)
            }
            // Accumulate with the sign applied, so Int.min itself fits.
            repeat {
                let digit = Int(bytes[index] &- UInt8(ascii: "0"))
                if !exponentOverflows {
                    let (shifted, o1) = exponent.multipliedReportingOverflow(by: 10)
                    let (next, o2) =
                        exponentIsNegative
                        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                    exponentOverflows = o1 || o2
                    exponent = next
                }
                index += 1
            } while hasByte(at: index) && bytes[index].isDigit
        }
        if exponentOverflows {
            throw error("number out of range", at: start)
        }

        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        let isInteger = fractionStart == fractionEnd && !hasExponent

        // The significant digits run from the first to the last non-zero digit,
        // across the decimal point.
        let zero = UInt8(ascii: "0")
        var first = integerStart
        while first < integerEnd && bytes[first] == zero { first += 1 }
        if first == integerEnd {
            first = fractionStart
            while first < fractionEnd && bytes[first] == zero { first += 1 }
            if first == fractionEnd {
                return JSONNumber(literal: literal, isInteger: isInteger, isNegative: false, digits: "", exponent: 0)
            }
        }
        var last = fractionEnd - 1
        while last >= fractionStart && bytes[last] == zero { last -= 1 }
        let shift: Int
        if last >= fractionStart {
            // value = 0.…d × 10^exponent: the last digit is worth 10^(exponent - its place)
            shift = -(last - fractionStart + 1)
        } else {
            last = integerEnd - 1
            while bytes[last] == zero { last -= 1 }
            shift = integerEnd - 1 - last
        }

        let digits: String
        let digitCount: Int
        if first < integerEnd && last >= fractionStart {
            digits =
                String(decoding: bytes[first..<integerEnd], as: UTF8.self)
                + String(decoding: bytes[fractionStart...last], as: UTF8.self)
            digitCount = last - first
        } else if first == start && last == index - 1 {
            digits = literal
            digitCount = last - first + 1
        } else {
            digits = String(decoding: bytes[first...last], as: UTF8.self)
            digitCount = last - first + 1
        }

        let (scaled, overflow) = exponent.addingReportingOverflow(shift)
        guard !overflow, !scaled.addingReportingOverflow(digitCount).overflow else {
            throw error("number out of range", at: start)
        }
        return JSONNumber(
            literal: literal, isInteger: isInteger, isNegative: isNegative, digits: digits, exponent: scaled)
    }

    /// Advances past ASCII digits.
    private mutating func skipDigits() {
        while hasByte(at: index) && bytes[index].isDigit { index += 1 }
    }

    // MARK: - Errors

    /// An error with a message at a byte offset, with the offset turned into a
    /// line and column.
    private mutating func error(_ message: String, at offset: Int) -> JSONParseError {
        let (line, start) = lineStart(before: offset)
        return JSONParseError(line: line, column: base + offset - start + 1, message: message)
    }

    /// The line of the byte at `offset` in ``bytes``, and the offset in the
    /// input where that line starts.
    private mutating func lineStart(before offset: Int) -> (line: Int, start: Int) {
        // Read the byte at `offset`, so that a carriage return just before
        // it sees whether a line feed follows.
        _ = hasByte(at: offset)
        let first = base == 0 ? firstLineStart : 0
        return bytes.withUnsafeBufferPointer { buffer in
            var (line, start) = lineAtBase
            guard offset > first, let address = buffer.baseAddress else { return (line, start) }
            // Without a carriage return, line feeds alone count: found with
            // memchr, 10 times fewer instructions than a loop over every byte.
            if memchr(address + first, Int32(UInt8.carriageReturn), offset - first) == nil {
                var position = first
                while let found = memchr(address + position, Int32(UInt8.lineFeed), offset - position) {
                    position = address.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    line += 1
                    start = base + position
                }
                return (line, start)
            }
            for position in first..<offset where buffer[position] <= .carriageReturn {
                switch buffer[position] {
                case .lineFeed:
                    line += 1
                    start = base + position + 1
                case .carriageReturn where position + 1 == buffer.count || buffer[position + 1] != .lineFeed:
                    line += 1
                    start = base + position + 1
                default:
                    break
                }
            }
            return (line, start)
        }
    }

    /// The error for input that ends where more is needed.
    private mutating func endOfInputError() -> JSONParseError {
        switch openContainers.last {
        case .array: error("unexpected end of input inside an array", at: index)
        case .object: error("unexpected end of input inside an object", at: index)
        case nil: error("empty input, expected a JSON value", at: index)
        }
    }

    /// The error for something at `index` that cannot start a value.
    private mutating func unexpectedValueError() throws(JSONParseError) -> JSONParseError {
        let what = bytes[index].isWordCharacter ? "word" : "character"
        return error("unexpected \(what) \(try describeToken(at: index)), expected a value", at: index)
    }

    /// Describes what is at `offset` for a message: a run of letters, digits and
    /// underscores as a quoted word (`'NaN'`), anything else as one character.
    private mutating func describeToken(at offset: Int) throws(JSONParseError) -> String {
        guard hasByte(at: offset), bytes[offset].isWordCharacter else {
            return try describeCharacter(at: offset)
        }
        var end = offset
        while hasByte(at: end) && bytes[end].isWordCharacter && end - offset < 20 { end += 1 }
        let word = String(decoding: bytes[offset..<end], as: UTF8.self)
        let more = hasByte(at: end) && bytes[end].isWordCharacter ? "..." : ""
        return "'\(word)\(more)'"
    }

    /// Describes the character at `offset` for a message: printable characters
    /// quoted (`'}'`, `"'"`, `'é'`), ASCII control bytes in hex (`0x01`), other
    /// invisible characters as code points (`U+00A0`), and the end of the
    /// input as `end of input`. Throws if the bytes there are not valid UTF-8.
    private mutating func describeCharacter(at offset: Int) throws(JSONParseError) -> String {
        guard hasByte(at: offset) else { return "end of input" }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "'") { return "\"'\"" }
        if byte.isPrintableASCII { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return JSONParser.hex(byte) }
        let length = try utf8SequenceLength(at: offset)
        // Well-formed: the lead byte's payload bits, then 6 bits per continuation byte.
        var value = UInt32(byte) & (0x7F >> UInt32(length))
        for continuation in bytes[offset + 1..<offset + length] {
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return JSONParser.hex(byte) }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .lineSeparator, .paragraphSeparator, .spaceSeparator, .nonspacingMark, .enclosingMark:
            return "U+" + JSONParser.paddedHex(scalar.value, digits: 4)
        default:
            return "'\(Character(scalar))'"
        }
    }

    /// A byte in hexadecimal for a message: `0x0A`.
    private static func hex(_ byte: UInt8) -> String {
        "0x" + paddedHex(UInt32(byte), digits: 2)
    }

    /// Uppercase hex digits, padded with zeros to at least `digits`.
    private static func paddedHex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A key quoted for a message, shortened if it is long.
    private static func shortQuoted(_ key: String) -> String {
        guard key.count > 40 else { return JSONValue.quoted(key) }
        return JSONValue.quoted(String(key.prefix(40))).dropLast() + "...\""
    }
}

extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let period = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    /// Whether this is an ASCII digit.
    var isDigit: Bool {
        self &- UInt8(ascii: "0") < 10
    }

    /// Whether this is an ASCII letter, digit or underscore.
    var isWordCharacter: Bool {
        isDigit || (self | 0x20) &- UInt8(ascii: "a") < 26 || self == UInt8(ascii: "_")
    }

    /// Whether this is a visible ASCII character or a space.
    var isPrintableASCII: Bool {
        self >= 0x20 && self < 0x7F
    }

    /// The value of an ASCII hex digit, or `nil`.
    fileprivate var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self &- UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self &- UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
