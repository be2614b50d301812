import CellModels
import Testing

@Suite("AnyID: erased identifiers with a cached hash")
struct AnyIDTests {
    @Test("Equal identifiers of the same type are equal and hash alike")
    func equalIdentifiers() {
        #expect(AnyID(7) == AnyID(7))
        #expect(AnyID("apple") == AnyID("apple"))
        #expect(AnyID(HeaderID(feed: "f", page: 1)) == AnyID(HeaderID(feed: "f", page: 1)))
        #expect(AnyID(7).hashValue == AnyID(7).hashValue)
        #expect(AnyID("apple").hashValue == AnyID("apple").hashValue)
        #expect(AnyID(HeaderID(feed: "f", page: 1)).hashValue == AnyID(HeaderID(feed: "f", page: 1)).hashValue)
    }

    @Test("Different values differ")
    func differentValues() {
        #expect(AnyID(7) != AnyID(8))
        #expect(AnyID("apple") != AnyID("pear"))
        #expect(AnyID(HeaderID(feed: "f", page: 1)) != AnyID(HeaderID(feed: "f", page: 2)))
    }

    @Test("Identifiers of different types are never equal")
    func differentTypes() {
        #expect(AnyID(1) != AnyID("1"))
        #expect(AnyID(1) != AnyID(Int8(1)))
        #expect(AnyID(Int8(1)) != AnyID(Int16(1)))
        #expect(AnyID(Int8(1)) == AnyID(Int8(1)))
    }

    @Test("Erasing an AnyID again returns it unchanged")
    func erasingTwice() {
        let id = AnyID("apple")
        let again = AnyID(id)
        #expect(again == id)
        #expect(again.base(as: String.self) == "apple")
    }

    @Test("The base identifier can be recovered, by type")
    func recoveringTheBase() {
        #expect(AnyID(7).base(as: Int.self) == 7)
        #expect(AnyID(7).base(as: String.self) == nil)
        #expect(AnyID("a").base(as: String.self) == "a")
        #expect(AnyID(HeaderID(feed: "f", page: 2)).base(as: HeaderID.self) == HeaderID(feed: "f", page: 2))
        #expect(AnyID(UInt(3)).base == AnyHashable(UInt(3)))
    }

    @Test("Works as a dictionary key across identifier types")
    func dictionaryKey() {
        var table: [AnyID: String] = [:]
        table[AnyID(1)] = "int"
        table[AnyID("1")] = "string"
        table[AnyID(HeaderID(feed: "1", page: 1))] = "struct"
        #expect(table.count == 3)
        #expect(table[AnyID(1)] == "int")
        #expect(table[AnyID("1")] == "string")
        #expect(table[AnyID(HeaderID(feed: "1", page: 1))] == "struct")
    }

    @Test("Descriptions show the base identifier")
    func descriptions() {
        #expect(AnyID(7).description == "7")
        #expect(AnyID("apple").description == "apple")
        #expect(AnyID("apple").debugDescription == "AnyID(\"apple\")")
        #expect(AnyID(HeaderID(feed: "f", page: 1)).description == "HeaderID(feed: \"f\", page: 1)")
    }
}
