import ListDiff
import Testing

/// The one escaping both pages (the plan's picture and a layout's picture)
/// write their text with.
@Suite("HTML escaping")
struct HTMLEscapedTests {
    @Test func writesTheFourMarkupCharactersAsReferences() {
        #expect(#"<a href="x">&</a>"#.htmlEscaped == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
    }

    @Test func leavesEveryOtherCharacterAsItIs() {
        let text = "café 🇫🇷 'quoted' = 1 + 2; &amp already? no: \u{301}"
        let escaped = text.htmlEscaped
        #expect(escaped == text.replacingAll("&", with: "&amp;"))
        #expect("".htmlEscaped == "")
    }

    @Test func escapedTextHasNoRawMarkupLeft() {
        // Every `&` the escaped text holds starts one of the four references.
        let escaped = "&&<<>>\"\"&lt;".htmlEscaped
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\""))
        let references = ["&amp;", "&lt;", "&gt;", "&quot;"]
        var rest = Substring(escaped)
        while let ampersand = rest.firstIndex(of: "&") {
            let tail = rest[ampersand...]
            #expect(references.contains { tail.hasPrefix($0) }, "a bare & at \(tail)")
            rest = rest[rest.index(after: ampersand)...]
        }
    }
}

extension String {
    /// Every `target` replaced by `replacement`, without Foundation.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
