import Testing

@testable import CellModels

@MainActor
@Suite("Whole-value key paths: one per value type, shared by every state of it")
struct WholeValuePathTests {
    @Test("Two states of one type share one key path; a state of another type has its own, and each reads the value")
    func sharedPerType() {
        let first = ObservableState("Ann")
        let second = ObservableState("Grace")
        let count = ObservableState(3)
        #expect((first.wholeValuePath as AnyKeyPath) === (second.wholeValuePath as AnyKeyPath))
        #expect((count.wholeValuePath as AnyKeyPath) !== (first.wholeValuePath as AnyKeyPath))
        #expect((first.wholeValuePath as AnyKeyPath) == (\String.self as AnyKeyPath))
        #expect((count.wholeValuePath as AnyKeyPath) == (\Int.self as AnyKeyPath))
        #expect(second.value[keyPath: second.wholeValuePath] == "Grace")
        var written = count.value
        written[keyPath: count.wholeValuePath] = 7
        #expect(written == 7)
    }

    @Test("Optional and non-optional values of one wrapped type get different paths")
    func optionalIsAnotherType() {
        let plain = ObservableState("Ann")
        let optional = ObservableState<String?>(nil)
        #expect((plain.wholeValuePath as AnyKeyPath) !== (optional.wholeValuePath as AnyKeyPath))
        #expect((optional.wholeValuePath as AnyKeyPath) == (\String?.self as AnyKeyPath))
    }
}
