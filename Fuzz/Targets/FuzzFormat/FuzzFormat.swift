import HeadlessViews

// Apple's visual format language under libFuzzer: format strings decoded
// from the fuzzer's bytes, laid out into a root with three views that may or
// may not be put into it, with metrics that may hold a number no layout can
// take. Each input is laid out twice, in two fresh trees: the second read
// comes from the format cache, so the two must agree.
//
// A string either lays out or is refused. Refused, the layout throws one
// `LayoutError` whose message starts with the string it names and whose
// column, if it names one, is within that string (a column past the last
// character is the end), and nothing changes: no view is put, no view
// holds a constraint. Laid out, the views that were put are the root's
// subviews and every frame is finite.
//
// Encoding: an options byte (bits 0–2: which of a, b and c are put before
// the strings are read; bit 3: the root runs right to left; bits 4–5: the
// metric `bad` is 1, infinity, NaN or 10¹⁰⁰), then up to three format
// strings separated by zero bytes, each decoded as UTF-8 (an invalid
// sequence reads as U+FFFD).

/// libFuzzer's callback: checks one input and returns 0; a broken check
/// traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = count == 0 ? [] : Array(UnsafeBufferPointer(start: start, count: count))
    let options = bytes.first ?? 0
    let formats = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).prefix(3).map {
        String(decoding: $0, as: UTF8.self)
    }
    MainActor.assumeIsolated {
        let first = Outcome(options: options, formats: formats)
        let second = Outcome(options: options, formats: formats)
        precondition(first == second, "a format read from the cache laid out otherwise: \(first) then \(second)")
    }
    return 0
}

/// What laying the strings out gave: the error's message, or each view's
/// constraints and frame.
struct Outcome: Equatable, CustomStringConvertible {
    var message: String?
    var constraints: [[String]] = []
    var frames: [Rect] = []

    var description: String { message ?? "\(constraints) \(frames)" }

    @MainActor
    init(options: UInt8, formats: [String]) {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        if options & 8 != 0 { root.layoutDirection = .rightToLeft }
        let views = ["a", "b", "c"].map { HeadlessView(identifier: $0) }
        let named = Dictionary(uniqueKeysWithValues: views.map { ($0.layoutName, $0) })
        let bad = [1, .infinity, .nan, 1e100][Int(options >> 4) & 3]
        let metrics: [String: Double] = ["m": 8, "p": 750, "bad": bad]
        let all = [root] + views
        do {
            try root.makeLayout { layout in
                for (index, view) in views.enumerated() where options & (1 << index) != 0 {
                    layout.put(view)
                }
                for format in formats {
                    layout.visualFormat(format, metrics: metrics, views: named)
                }
            }
        } catch {
            message = error.message
            Self.checkRefusal(error, formats: formats)
            for view in all {
                precondition(view.constraints.isEmpty, "a refused layout left \(view.layoutName) a constraint")
            }
            precondition(views.allSatisfy { $0.superview == nil }, "a refused layout put a view")
            return
        }
        root.layoutIfNeeded()
        for (index, view) in views.enumerated() where options & (1 << index) != 0 {
            precondition(view.superview === root, "\(view.layoutName) was put but is not in the root")
        }
        for view in all {
            let frame = view.frame
            precondition(
                [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
                "\(view.layoutName)'s frame is \(frame)")
        }
        constraints = all.map { $0.constraints.map(\.description) }
        frames = all.map(\.frame)
    }

    /// Checks that a refused string's message starts with the string, and
    /// that a column it names is within it (the column counts characters;
    /// one past the last is the end). Compared by scalars: a string that
    /// ends in a character that joins the next (a prepended mark) would
    /// shift a count by characters.
    static func checkRefusal(_ error: LayoutError, formats: [String]) {
        guard error.kind == .invalidVisualFormat else { return }
        let message = Array(error.message.unicodeScalars)
        let fits = formats.contains { format in
            let prefix = Array((format + ": ").unicodeScalars)
            guard message.starts(with: prefix) else { return false }
            let rest = String(String.UnicodeScalarView(message.dropFirst(prefix.count)))
            guard rest.hasPrefix("column ") else { return true }
            guard let column = Int(rest.dropFirst(7).prefix { $0.isASCII && $0.isNumber }) else { return false }
            return column >= 1 && column <= format.count + 1
        }
        precondition(fits, "the message names no string it was given, or a column outside it: \(error.message)")
    }
}
