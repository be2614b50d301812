/// A font for headless text, with a simple, exact measuring model so that
/// tests can predict every size:
///
/// - every character (a `Character`, spaces included) advances
///   ``characterAdvance``, half the point size;
/// - every line is ``lineHeight`` tall, 1.25 × the point size;
/// - text wraps at spaces (greedily: as many words on a line as fit), a
///   word longer than the line breaks between characters, and a line break
///   starts a new line: `\n`, `\r\n` or `\r`, or U+0085, U+2028 or U+2029,
///   the characters that end a line in UIKit's text (a text saved with
///   Windows or old Mac line endings has the lines it shows there).
///
/// So in the 16-point ``body`` font, "Hello world" is 11 × 8 = 88 wide on one
/// line and 20 tall; at a width of 48 it wraps to "Hello" and "world", 40
/// wide and 40 tall.
public struct HeadlessFont: Hashable, Sendable {
    /// The size in points.
    public var pointSize: Double

    /// Creates a font of `pointSize` points.
    public init(pointSize: Double) {
        self.pointSize = pointSize
    }

    /// 16 points: 8 per character, 20 per line.
    public static let body = HeadlessFont(pointSize: 16)

    /// How far each character advances: half the point size.
    public var characterAdvance: Double { pointSize / 2 }

    /// The height of a line: 1.25 × the point size.
    public var lineHeight: Double { pointSize * 1.25 }

    /// The size `text` takes, wrapped at `width` (no wrapping when `nil`)
    /// and cut to `maximumLines` lines (0 or less for no limit).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The width to wrap at, or `nil` for one line per paragraph
    ///     (as an infinite or NaN width). A line holds at least one
    ///     character, however narrow.
    ///   - maximumLines: The most lines shown; 0 or less for no limit.
    /// - Returns: The widest line's width and the lines' height; zero for
    ///   empty text.
    /// - Complexity: O(*n*) for *n* characters.
    public func size(of text: String, wrappingAt width: Double? = nil, maximumLines: Int = 0) -> Size {
        guard !text.isEmpty else { return .zero }
        // One line, unwrapped: what a label's intrinsic size asks, for
        // every label, and a multi-line one's too.
        if width == nil, let length = TextLines.oneLineASCIILength(text) {
            return Size(width: Double(length) * characterAdvance, height: lineHeight)
        }
        let limit = width.map(charactersPerLine(wrappingAt:)) ?? Int.max
        var lines = TextLines(limit: limit, maximumLines: maximumLines)
        if !lines.takeASCII(text) {
            lines = TextLines(limit: limit, maximumLines: maximumLines)
            for character in text { lines.take(character) }
        }
        lines.finish()
        return Size(width: Double(lines.widest) * characterAdvance, height: Double(lines.count) * lineHeight)
    }

    /// How many characters a line `width` wide holds: at least one (a line
    /// narrower than a character still shows one), and no limit when the
    /// width is infinite or NaN, as unwrapped text.
    func charactersPerLine(wrappingAt width: Double) -> Int {
        let count = (width + 1e-9) / characterAdvance
        if count < 1 { return 1 }
        // NaN fails both comparisons; 2⁶² is below `Int.max` and exact.
        return count < 0x1p62 ? Int(count) : Int.max
    }
}

/// Lays text out into lines of at most `limit` characters, one character
/// at a time and with no allocation: greedy word wrap at spaces, a word
/// longer than a line broken between characters, a line break
/// (``isLineBreak(_:)``) ending a paragraph.
/// Counts the lines shown (up to `maximumLines`, 0 for no limit) and the
/// widest of them, in characters.
struct TextLines {
    let limit: Int
    let maximumLines: Int
    /// The lines shown so far, and the widest of them.
    var count = 0
    var widest = 0
    /// The length of the line being filled, and of the word being read.
    var current = 0
    var word = 0

    /// - Parameters:
    ///   - limit: The most characters on a line.
    ///   - maximumLines: The most lines shown; 0 or less for no limit.
    init(limit: Int, maximumLines: Int) {
        self.limit = limit
        self.maximumLines = Swift.max(0, maximumLines)
    }

    /// What a character does to the lines.
    enum Glyph {
        /// A space: ends a word.
        case space
        /// A line break (``TextLines/isLineBreak(_:)``): ends a word and
        /// the paragraph.
        case lineBreak
        /// Any other character: one more in the word.
        case other
    }

    /// Reads one character.
    mutating func take(_ character: Character) {
        take(character == " " ? .space : Self.isLineBreak(character) ? .lineBreak : .other)
    }

    /// Whether `character` ends a line: `\n`, `\r\n` (one `Character`),
    /// `\r`, NEL (U+0085), the line separator (U+2028) or the paragraph
    /// separator (U+2029), as in UIKit's text. Not a vertical tab or a form
    /// feed, which Swift's `isNewline` counts too.
    ///
    /// Told by the first scalar, with no string compared: each of these
    /// is a `Character` of its own (Unicode's grapheme rules break around
    /// controls and separators), and `\r\n` the only one of two scalars.
    static func isLineBreak(_ character: Character) -> Bool {
        switch character.unicodeScalars.first?.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Reads one character, as what it does.
    mutating func take(_ glyph: Glyph) {
        switch glyph {
        case .space:
            endWord()
        case .lineBreak:
            endWord()
            endParagraph()
        case .other:
            word += 1
        }
    }

    /// Reads all of `text` byte by byte when it is ASCII, where every byte
    /// is a `Character` but for `\r\n` (one line break, as `\r` and `\n`
    /// are each).
    ///
    /// - Returns: Whether the text was ASCII and read; when not, the lines
    ///   are left part-read and must be started again.
    /// - Complexity: O(*n*) for *n* bytes, without decoding characters.
    mutating func takeASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { takeASCII($0) }
    }

    /// Reads the bytes of an ASCII text: by lines when every byte is a
    /// space or printable (see ``takeByLines(_:)``), else byte by byte, a
    /// run of printable characters counted in one tight loop as one longer
    /// word.
    private mutating func takeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if Self.isSpacesAndPrintable(bytes) {
            takeByLines(bytes)
            return true
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x21..<0x80:
                var end = index
                while end < bytes.count, (0x21..<0x80).contains(bytes[end]) { end += 1 }
                word += end - index + 1
                index = end
            case 0x20:
                take(.space)
            case 0x0A:
                take(.lineBreak)
            case 0x0D:
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                take(.lineBreak)
            case 0x80...:
                return false
            default:
                take(.other)
            }
        }
        return true
    }

    /// Reads a text of spaces and printable ASCII characters a line at a
    /// time rather than a character at a time, leaving its last word for
    /// ``finish()``, as reading it byte by byte would.
    ///
    /// Every character advances the same, so the words that fit on the
    /// line so far are those that end within its room: the run up to the
    /// last space within reach goes on the line as one word (the spaces
    /// inside it count as they would one by one), and the word after it,
    /// which does not fit, is put by ``endWord()``, which starts the new
    /// lines. A line's leading spaces are skipped, as words of no
    /// characters at a line's start are.
    ///
    /// - Complexity: O(*l* + *w*) for *l* lines and the *w* bytes of the
    ///   words that end lines, not O(*n*) steps of the state machine.
    private mutating func takeByLines(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var start = 0
        while maximumLines == 0 || self.count < maximumLines {
            if current == 0 {
                while start < count, bytes[start] == 0x20 { start += 1 }
            }
            // The most characters a word starting at `start` can take here.
            let room = current == 0 ? limit : limit - current - 1
            if room >= count - start {
                // The rest fits: its last word is the rest.
                word = count - start
                return
            }
            let reach = start + room
            var space = reach
            while space >= start, bytes[space] != 0x20 { space -= 1 }
            if space >= start {
                // Up to the last space within reach: fits, as one word.
                word = space - start
                endWord()
                start = space + 1
                continue
            }
            // The next word does not fit.
            var end = reach + 1
            while end < count, bytes[end] != 0x20 { end += 1 }
            word = end - start
            if end == count { return }
            endWord()
            start = end + 1
        }
    }

    /// Whether every byte is a space or a printable ASCII character
    /// (`0x20...0x7F`): no line break, control character or non-ASCII
    /// byte, so every byte is one `Character`.
    ///
    /// - Complexity: O(*n*) for *n* bytes, read eight at a time.
    private static func isSpacesAndPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 || hasByte(in: word, below: 0x20) { return false }
            index += 8
        }
        while index < count {
            guard (0x20..<0x80).contains(base[index]) else { return false }
            index += 1
        }
        return true
    }

    /// The length of `text` laid out unwrapped, when it is ASCII with no
    /// `\n` or `\r` (so one line): its bytes but its leading spaces, which
    /// the model drops at the start of a line (a word of no characters
    /// there ends nothing). `nil` for any other text.
    ///
    /// - Complexity: O(*n*) for *n* bytes, read eight at a time.
    static func oneLineASCIILength(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard let base = bytes.baseAddress else { return 0 }
            let count = bytes.count
            var index = 0
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 || hasByte(word, 0x0A) || hasByte(word, 0x0D) { return nil }
                index += 8
            }
            while index < count {
                let byte = base[index]
                if byte >= 0x80 || byte == 0x0A || byte == 0x0D { return nil }
                index += 1
            }
            var leading = 0
            while leading < count, base[leading] == 0x20 { leading += 1 }
            return count - leading
        }
    }

    /// Whether one of the eight bytes of `word` is `byte`: no lane of the
    /// word XORed with `byte` in every lane is below 1.
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        hasByte(in: word ^ (0x0101_0101_0101_0101 &* UInt64(byte)), below: 1)
    }

    /// Whether one of the eight bytes of `word` is below `bound` (at most
    /// 0x80): the classic test `(x − bound…) & ~x & 0x80…`, whose top bit
    /// is set in a lane that borrowed and was below 0x80. A borrow passes
    /// on only from a lane that was below `bound`, so the result is exact
    /// for whether one is, if not which.
    private static func hasByte(in word: UInt64, below bound: UInt8) -> Bool {
        let lanes = 0x0101_0101_0101_0101 &* UInt64(bound)
        return (word &- lanes) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Ends the text.
    mutating func finish() {
        endWord()
        endParagraph()
    }

    /// Puts the word just read on the line if it fits after a space (or at
    /// the start), else on new lines.
    mutating func endWord() {
        var length = word
        word = 0
        let needed = current == 0 ? length : current + 1 + length
        if needed <= limit {
            current = needed
            return
        }
        if current > 0 { endLine(current) }
        while length > limit {
            endLine(limit)
            length -= limit
        }
        current = length
    }

    mutating func endParagraph() {
        endLine(current)
        current = 0
    }

    mutating func endLine(_ length: Int) {
        guard maximumLines == 0 || count < maximumLines else { return }
        count += 1
        widest = Swift.max(widest, length)
    }
}
