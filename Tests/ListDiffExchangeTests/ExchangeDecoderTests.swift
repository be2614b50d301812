import Testing

@testable import ListDiffExchange

/// Identifier keys for items and sections, the wording of a missing one,
/// and finding the first repeated identifier.
@Suite("Exchange decoder")
struct ExchangeDecoderTests {
    func snapshot(_ text: String, idKey: String = "id", sectionIDKey: String? = nil) throws -> ExchangeSnapshot {
        try ExchangeDecoder(idKey: idKey, sectionIDKey: sectionIDKey).snapshot(JSONParser.parse(Array(text.utf8)))
    }

    @Test(arguments: [
        ("id", "an"), ("uuid", "a"), ("key", "a"), ("x", "an"), ("u", "a"), ("item_id", "an"), ("url", "a"),
        ("user", "a"), ("umbrella", "an"), ("hour", "an"), ("meta.uuid", "a"), ("Id", "an"), ("one", "a"),
        ("s", "an"), ("_id", "a"),
    ])
    func articleBeforeAKey(key: String, article: String) {
        #expect(ExchangeDecoder.article(key) == article)
    }

    /// Sections keyed `id` and items keyed `uuid`; a missing key is worded
    /// with the right article.
    @Test func separateKeysForSectionsAndItems() throws {
        let text = #"{"sections": [{"id": "s", "items": [{"uuid": 1, "id": "not this"}]}]}"#
        let read = try snapshot(text, idKey: "uuid", sectionIDKey: "id")
        #expect(read.sections[0].id == ExchangeID("s"))
        #expect(read.sections[0].items[0].id == ExchangeID(1))
        #expect(read.sections[0].items[0].content == .object(["id": .string("not this")]))
        #expect(throws: ExchangeDecoder.Failure(path: "sections[0]", #"a section needs a "uuid""#)) {
            try snapshot(text, idKey: "uuid")
        }
        #expect(throws: ExchangeDecoder.Failure(path: "[0]", #"an item object needs an "id""#)) {
            try snapshot(#"[{"uuid": 1}]"#)
        }
    }

    /// The first repeat in reading order, a section's identifier before its
    /// items', with both places.
    @Test(arguments: [
        ("[1, 2, 3]", nil),
        (#"[1, "1", 2, 1, 2]"#, "[3]: the item identifier 1 is also at [0]"),
        (#"{"items": ["a", "b", "b"]}"#, #"items[2]: the item identifier "b" is also at items[1]"#),
        (
            #"{"sections": [{"id": 1, "items": ["a"]}, {"id": 2, "items": ["b", "a"]}, {"id": 1, "items": []}]}"#,
            #"sections[1].items[1]: the item identifier "a" is also at sections[0].items[0]"#
        ),
        (
            #"{"sections": [{"id": 1, "items": ["a"]}, {"id": 1, "items": ["a"]}]}"#,
            "sections[1]: the section identifier 1 is also at sections[0]"
        ),
    ])
    func firstRepeatedIdentifier(text: String, expected: String?) throws {
        let repeated = try snapshot(text).firstRepeatedIdentifier()
        #expect(repeated.map { "\($0.path): \($0)" } == expected)
    }
}
