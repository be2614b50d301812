import ListDiffExchange

/// Reads the subset of YAML that spec files use into the JSON value a JSON
/// spec would give, with errors that name the file, line and column.
///
/// The subset:
///
/// - block mappings (`key: value`, or `key:` with an indented block below)
///   and block sequences (`- item`, indented under their key or at its
///   indentation), nested as deep as a JSON spec may be (512 levels of
///   mappings and sequences, block and flow counted alike); a sequence item
///   may start a mapping (`- key: value`);
/// - flow mappings (`{to: /Controller, value: 'person.firstName'}`) and
///   flow sequences (`[a, b]`) on one line;
/// - plain scalars, single-quoted (`''` is a quote) and double-quoted
///   (`\"`, `\\`, `\n`, `\t`) scalars on one line; a plain `true` or
///   `false` is a Boolean, `null` or `~` is null, anything else (numbers
///   included) a string;
/// - comments from a `#` at the start of a line or after a space.
///
/// Anything else (tabs in indentation, anchors, aliases, tags, block
/// scalars `|` and `>`, directives, several documents, complex keys,
/// scalars over several lines) is an error naming where it is, as are
/// duplicate keys.
struct YAMLReader {
    /// One line with content: its number, its indentation and its text with
    /// the indentation, the comment and the trailing spaces taken off.
    struct Line {
        let number: Int
        let indent: Int
        var text: Substring
    }

    let file: String
    private var lines: [Line] = []
    private var index = 0
    /// The mappings and sequences open around the value being read.
    private(set) var depth = 0

    /// The deepest nesting of mappings and sequences read, as JSON's
    /// (`a: [[1]]` is 3 levels deep, as `{"a": [[1]]}` is), so that a value
    /// read from YAML is one a JSON spec could hold, and reading it never
    /// recurses past a bounded depth.
    static let maximumDepth = JSONParser.maximumDepth

    /// Reads `text`, named `file` in errors.
    ///
    /// - Throws: A ``BindingSpecError`` with the line and column.
    static func read(_ text: String, file: String) throws(BindingSpecError) -> JSONValue {
        var reader = YAMLReader(file: file)
        try reader.splitLines(text)
        guard !reader.lines.isEmpty else { return .object([:]) }
        guard reader.lines[0].indent == 0 else {
            throw reader.error(
                reader.lines[0], column: reader.lines[0].indent + 1, "the document must start at column 1")
        }
        let value = try reader.block(indent: 0)
        if reader.index < reader.lines.count {
            let line = reader.lines[reader.index]
            throw reader.error(line, column: line.indent + 1, "unexpected indentation")
        }
        return value
    }

    private init(file: String) {
        self.file = file
    }

    func error(_ line: Line, column: Int, _ message: String) -> BindingSpecError {
        BindingSpecError(file: file, line: line.number, column: column, place: "", message: message)
    }

    func unsupported(_ line: Line, column: Int, _ what: String) -> BindingSpecError {
        error(line, column: column, "\(what) is outside the YAML subset spec files use")
    }

    /// The error for a mapping or sequence opened at `depth` when that is
    /// past ``maximumDepth``, else `nil`.
    func tooDeep(_ line: Line, column: Int, depth: Int) -> BindingSpecError? {
        guard depth > Self.maximumDepth else { return nil }
        return error(line, column: column, "nesting deeper than \(Self.maximumDepth) levels")
    }

    // MARK: - Lines

    /// Pass 1: the lines with content, comments taken off. Lines end at
    /// YAML's line breaks, as JSON's errors count them: `\n`, `\r\n` (one
    /// `Character` in Swift) and a lone `\r`.
    private mutating func splitLines(_ text: String) throws(BindingSpecError) {
        let breaks = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (offset, content) in breaks.enumerated() {
            let indentation = content.prefix { $0 == " " || $0 == "\t" }
            let line = Line(number: offset + 1, indent: indentation.count, text: content.dropFirst(indentation.count))
            if let tab = indentation.firstIndex(of: "\t") {
                throw unsupported(
                    line, column: indentation.distance(from: indentation.startIndex, to: tab) + 1, "a tab")
            }
            var stripped = line
            stripped.text = try withoutComment(line)
            while stripped.text.last == " " || stripped.text.last == "\t" { stripped.text = stripped.text.dropLast() }
            guard !stripped.text.isEmpty else { continue }
            if line.indent == 0, stripped.text.hasPrefix("%") {
                throw unsupported(line, column: 1, "a directive")
            }
            if line.indent == 0, stripped.text == "---" || stripped.text == "..." {
                throw unsupported(line, column: 1, "a document marker")
            }
            lines.append(stripped)
        }
    }

    /// The line's text up to a comment, if any: a `#` after a space, outside
    /// quotes. A quote opens a quoted scalar only where a scalar starts (at
    /// the start, or after `: `, `- `, `[`, `{` or `,`); inside a plain
    /// scalar, as in `it's` or `say "hi"`, it is a character like any other.
    private func withoutComment(_ line: Line) throws(BindingSpecError) -> Substring {
        var quote: Character?
        var previous: Character = " "
        var lastIndicator: Character? = "-"  // the last character not a space; "-" at the start
        var escaped = false
        var closedSingle = false  // whether the last character closed a '...'
        for position in line.text.indices {
            let character = line.text[position]
            let afterSingle = closedSingle
            closedSingle = false
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" && open == "\"" {
                    // The escaped character cannot close the quote.
                    escaped = true
                } else if character == open {
                    quote = nil
                    closedSingle = open == "'"
                }
            } else if character == "'" && afterSingle {
                // `''` inside '...' is a quote: the scalar goes on.
                quote = character
            } else if character == "'" || character == "\"",
                "[{,".contains(previous) || (previous == " " && lastIndicator.map { ":-[{,".contains($0) } == true)
            {
                quote = character
            } else if character == "#" && (previous == " " || previous == "\t") {
                return line.text[..<position]
            }
            if character != " " && character != "\t" { lastIndicator = quote == nil ? character : nil }
            previous = character
        }
        return line.text
    }

    // MARK: - Blocks

    /// A block mapping or sequence whose lines start at `indent`.
    private mutating func block(indent: Int) throws(BindingSpecError) -> JSONValue {
        let line = lines[index]
        return isSequenceItem(line.text) ? try sequence(indent: indent) : try mapping(indent: indent)
    }

    private func isSequenceItem(_ text: Substring) -> Bool {
        text == "-" || text.hasPrefix("- ")
    }

    /// A block mapping: `key: value` lines at `indent`.
    private mutating func mapping(indent: Int) throws(BindingSpecError) -> JSONValue {
        if let error = tooDeep(lines[index], column: indent + 1, depth: depth + 1) { throw error }
        depth += 1
        defer { depth -= 1 }
        var members: [String: JSONValue] = [:]
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            if isSequenceItem(line.text) {
                throw error(line, column: indent + 1, "expected 'key: value', found a sequence item")
            }
            let (key, rest, restColumn) = try keyAndRest(line)
            guard members[key] == nil else {
                throw error(line, column: indent + 1, "duplicate key '\(key)'")
            }
            index += 1
            if rest.isEmpty {
                members[key] = try nested(under: indent)
            } else {
                var flow = FlowReader(reader: self, line: line, text: rest, column: restColumn)
                members[key] = try flow.wholeValue()
            }
        }
        return .object(members)
    }

    /// The value below a key or `-` with nothing after it: a block indented
    /// more, a sequence at the same indentation under a key, or null.
    private mutating func nested(under indent: Int) throws(BindingSpecError) -> JSONValue {
        guard index < lines.count else { return .null }
        let next = lines[index]
        if next.indent > indent { return try block(indent: next.indent) }
        if next.indent == indent, isSequenceItem(next.text) { return try sequence(indent: indent) }
        return .null
    }

    /// A block sequence: `- item` lines at `indent`.
    private mutating func sequence(indent: Int) throws(BindingSpecError) -> JSONValue {
        if let error = tooDeep(lines[index], column: indent + 1, depth: depth + 1) { throw error }
        depth += 1
        defer { depth -= 1 }
        var items: [JSONValue] = []
        while index < lines.count, lines[index].indent == indent, isSequenceItem(lines[index].text) {
            let line = lines[index]
            let content = line.text.dropFirst().drop { $0 == " " }
            let contentIndent = indent + (line.text.count - content.count)
            if content.isEmpty {
                index += 1
                items.append(try nestedItem(under: indent))
            } else if try startsMapping(content, line: line, column: contentIndent + 1) {
                // `- key: value`: a mapping whose lines start at the key.
                lines[index] = Line(number: line.number, indent: contentIndent, text: content)
                items.append(try mapping(indent: contentIndent))
            } else {
                index += 1
                var flow = FlowReader(reader: self, line: line, text: content, column: contentIndent + 1)
                items.append(try flow.wholeValue())
            }
        }
        return .array(items)
    }

    /// The value of a `-` with nothing after it: a block indented more.
    private mutating func nestedItem(under indent: Int) throws(BindingSpecError) -> JSONValue {
        guard index < lines.count, lines[index].indent > indent else { return .null }
        return try block(indent: lines[index].indent)
    }

    /// Whether `text` is `key: ...` (not a flow collection or a quoted
    /// scalar standing alone).
    private func startsMapping(_ text: Substring, line: Line, column: Int) throws(BindingSpecError) -> Bool {
        guard let first = text.first, first != "{", first != "[" else { return false }
        return (try? keyAndRest(Line(number: line.number, indent: column - 1, text: text))) != nil
    }

    /// The key of a `key: value` line, the text after the colon and its
    /// column.
    private func keyAndRest(_ line: Line) throws(BindingSpecError) -> (String, Substring, Int) {
        let text = line.text
        let column = line.indent + 1
        if let first = text.first, first == "?" {
            throw unsupported(line, column: column, "a complex key")
        }
        var flow = FlowReader(reader: self, line: line, text: text, column: column)
        let key = try flow.scalar(inFlow: false, isKey: true)
        guard flow.position < text.endIndex, text[flow.position] == ":" else {
            throw error(line, column: flow.column, "expected ':' after the key '\(key)'")
        }
        let afterColon = text.index(after: flow.position)
        guard afterColon == text.endIndex || text[afterColon] == " " else {
            throw error(line, column: flow.column + 1, "expected a space after ':'")
        }
        let rest = text[afterColon...].drop { $0 == " " }
        return (key, rest, column + text.distance(from: text.startIndex, to: rest.startIndex))
    }
}

/// Reads the values written on one line: flow collections and scalars.
struct FlowReader {
    let reader: YAMLReader
    let line: YAMLReader.Line
    let text: Substring
    let startColumn: Int
    var position: Substring.Index
    /// The mappings and sequences open around the value being read, the
    /// block ones included.
    private var depth: Int

    init(reader: YAMLReader, line: YAMLReader.Line, text: Substring, column: Int) {
        self.reader = reader
        self.line = line
        self.text = text
        self.startColumn = column
        self.position = text.startIndex
        self.depth = reader.depth
    }

    /// Counts the collection whose bracket is at `position` as open, or
    /// throws when it is one level too deep.
    private mutating func open() throws(BindingSpecError) {
        if let error = reader.tooDeep(line, column: column, depth: depth + 1) { throw error }
        depth += 1
    }

    /// The column of `position`.
    var column: Int { startColumn + text.distance(from: text.startIndex, to: position) }

    func error(_ message: String) -> BindingSpecError {
        reader.error(line, column: column, message)
    }

    mutating func skipSpaces() {
        while position < text.endIndex, text[position] == " " { position = text.index(after: position) }
    }

    /// A value that must take the rest of the line.
    mutating func wholeValue() throws(BindingSpecError) -> JSONValue {
        let value = try self.value(inFlow: false)
        skipSpaces()
        guard position == text.endIndex else { throw error("unexpected text after the value") }
        return value
    }

    /// A flow mapping, a flow sequence or a scalar.
    mutating func value(inFlow: Bool) throws(BindingSpecError) -> JSONValue {
        skipSpaces()
        guard position < text.endIndex else { throw error("expected a value") }
        switch text[position] {
        case "{": return try flowMapping()
        case "[": return try flowSequence()
        case "'", "\"": return .string(try scalar(inFlow: inFlow, isKey: false))
        default:
            let plain = try scalar(inFlow: inFlow, isKey: false)
            switch plain {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null", "~": return .null
            default: return .string(plain)
            }
        }
    }

    /// `{key: value, ...}` on one line.
    mutating func flowMapping() throws(BindingSpecError) -> JSONValue {
        try open()
        defer { depth -= 1 }
        position = text.index(after: position)
        var members: [String: JSONValue] = [:]
        skipSpaces()
        if position < text.endIndex, text[position] == "}" {
            position = text.index(after: position)
            return .object(members)
        }
        while true {
            skipSpaces()
            let keyColumn = column
            let key = try scalar(inFlow: true, isKey: true)
            guard position < text.endIndex, text[position] == ":" else {
                throw error("expected ':' after the key '\(key)'")
            }
            position = text.index(after: position)
            guard members[key] == nil else {
                throw reader.error(line, column: keyColumn, "duplicate key '\(key)'")
            }
            members[key] = try value(inFlow: true)
            skipSpaces()
            guard position < text.endIndex else { throw error("expected ',' or '}' before the end of the line") }
            let separator = text[position]
            position = text.index(after: position)
            if separator == "}" { return .object(members) }
            guard separator == "," else { throw reader.error(line, column: column - 1, "expected ',' or '}'") }
        }
    }

    /// `[value, ...]` on one line.
    mutating func flowSequence() throws(BindingSpecError) -> JSONValue {
        try open()
        defer { depth -= 1 }
        position = text.index(after: position)
        var items: [JSONValue] = []
        skipSpaces()
        if position < text.endIndex, text[position] == "]" {
            position = text.index(after: position)
            return .array(items)
        }
        while true {
            items.append(try value(inFlow: true))
            skipSpaces()
            guard position < text.endIndex else { throw error("expected ',' or ']' before the end of the line") }
            let separator = text[position]
            position = text.index(after: position)
            if separator == "]" { return .array(items) }
            guard separator == "," else { throw reader.error(line, column: column - 1, "expected ',' or ']'") }
        }
    }

    /// A quoted or plain scalar. A plain one ends at `: ` (or a final `:`)
    /// when it is a key, and at `,`, `]` or `}` in a flow collection.
    mutating func scalar(inFlow: Bool, isKey: Bool) throws(BindingSpecError) -> String {
        guard position < text.endIndex else { throw error("expected a value") }
        let first = text[position]
        if first == "'" { return try singleQuoted() }
        if first == "\"" { return try doubleQuoted() }
        switch first {
        case "&": throw reader.unsupported(line, column: column, "an anchor")
        case "*": throw reader.unsupported(line, column: column, "an alias")
        case "!": throw reader.unsupported(line, column: column, "a tag")
        case "|", ">": throw reader.unsupported(line, column: column, "a block scalar")
        case "@", "`": throw error("a plain scalar cannot start with '\(first)'; quote it")
        case "-" where text.index(after: position) < text.endIndex && text[text.index(after: position)] == " ":
            throw error("a sequence item is not allowed here")
        default: break
        }
        let start = position
        while position < text.endIndex {
            let character = text[position]
            let next = text.index(after: position)
            if character == ":", next == text.endIndex || text[next] == " " || (inFlow && ",]}".contains(text[next])) {
                break
            }
            if inFlow, ",]}{[".contains(character) { break }
            position = next
        }
        var plain = text[start..<position]
        while plain.last == " " { plain = plain.dropLast() }
        guard !plain.isEmpty else { throw error(isKey ? "expected a key" : "expected a value") }
        if !isKey, !inFlow, position < text.endIndex {
            throw error("unexpected ':' in a plain value; quote it")
        }
        return String(plain)
    }

    /// `'...'`, where `''` is a quote.
    mutating func singleQuoted() throws(BindingSpecError) -> String {
        let open = column
        position = text.index(after: position)
        var result = ""
        while position < text.endIndex {
            let character = text[position]
            position = text.index(after: position)
            if character == "'" {
                if position < text.endIndex, text[position] == "'" {
                    result.append("'")
                    position = text.index(after: position)
                } else {
                    return result
                }
            } else {
                result.append(character)
            }
        }
        throw reader.error(
            line, column: open,
            "unterminated quoted scalar (a scalar over several lines is outside the YAML subset spec files use)")
    }

    /// `"..."`, with the escapes `\"`, `\\`, `\n` and `\t`.
    mutating func doubleQuoted() throws(BindingSpecError) -> String {
        let open = column
        position = text.index(after: position)
        var result = ""
        while position < text.endIndex {
            let character = text[position]
            position = text.index(after: position)
            switch character {
            case "\"": return result
            case "\\":
                guard position < text.endIndex else { break }
                let escaped = text[position]
                switch escaped {
                case "\"", "\\", "/": result.append(escaped)
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: throw reader.error(line, column: column - 1, "unsupported escape '\\\(escaped)'")
                }
                position = text.index(after: position)
            default: result.append(character)
            }
        }
        throw reader.error(
            line, column: open,
            "unterminated quoted scalar (a scalar over several lines is outside the YAML subset spec files use)")
    }
}
