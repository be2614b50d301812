/// A font for headless text, with a simple, exact measuring model so that
/// tests can predict every size:
///
/// - every character (a `Character`, spaces included) advances
///   ``characterAdvance``, half the point size;
/// - every line is ``lineHeight`` tall, 1.25 × the point size;
/// - text wraps at spaces (greedily: as many words on a line as fit), a
///   word longer than the line breaks between characters, and `\n` starts a
///   new line.
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
    /// and cut to `maximumLines` lines (0 for no limit).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The width to wrap at, or `nil` for one line per paragraph.
    ///   - maximumLines: The most lines shown; 0 for no limit.
    /// - Returns: The widest line's width and the lines' height; zero for
    ///   empty text.
    /// - Complexity: O(*n*) for *n* characters.
    public func size(of text: String, wrappingAt width: Double? = nil, maximumLines: Int = 0) -> Size {
        guard !text.isEmpty else { return .zero }
        let lines = lineLengths(of: text, fitting: width.map { Swift.max(Int(($0 + 1e-9) / characterAdvance), 1) })
        let shown = maximumLines > 0 ? Array(lines.prefix(maximumLines)) : lines
        return Size(
            width: Double(shown.max() ?? 0) * characterAdvance, height: Double(shown.count) * lineHeight)
    }

    /// The length in characters of each line of `text` when at most
    /// `limit` characters fit on one (no limit when `nil`).
    func lineLengths(of text: String, fitting limit: Int?) -> [Int] {
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit else {
                lines.append(paragraph.count)
                continue
            }
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var length = word.count
                let needed = current == 0 ? length : current + 1 + length
                if needed <= limit {
                    current = needed
                    continue
                }
                if current > 0 { lines.append(current) }
                while length > limit {
                    lines.append(limit)
                    length -= limit
                }
                current = length
            }
            lines.append(current)
        }
        return lines
    }
}
