import CellModels
import Testing

@Suite("Binding transformers as values")
struct BindingTransformerTests {
    @Test("isNil and isNotNil are read-only")
    func nilChecks() {
        let isNil = BindingTransformer<String?, Bool>.isNil
        let isNotNil = BindingTransformer<Int?, Bool>.isNotNil
        #expect(isNil.transform(nil) && !isNil.transform("a"))
        #expect(isNotNil.transform(1) && !isNotNil.transform(nil))
        #expect(!isNil.isReversible && !isNotNil.isReversible)
        #expect(isNil.reverseTransform(true) == nil)
        #expect(isNil.name == "isNil")
    }

    @Test("isEmpty and isNotEmpty work on any collection and are read-only")
    func emptiness() {
        #expect(BindingTransformer<String, Bool>.isEmpty.transform(""))
        #expect(!BindingTransformer<[Int], Bool>.isEmpty.transform([1]))
        #expect(BindingTransformer<Set<Int>, Bool>.isNotEmpty.transform([1]))
        #expect(!BindingTransformer<String, Bool>.isNotEmpty.transform(""))
        #expect(!BindingTransformer<String, Bool>.isEmpty.isReversible)
    }

    @Test("negate goes both ways")
    func negate() {
        let negate = ReversibleBindingTransformer<Bool, Bool>.negate
        #expect(negate.transform(true) == false)
        #expect(negate.reverseTransform(false) == true)
        #expect(negate.isReversible)
    }

    @Test("identity and optional pass values through; optional's reverse has no value for nil")
    func identityAndOptional() {
        #expect(ReversibleBindingTransformer<Int, Int>.identity.transform(3) == 3)
        #expect(ReversibleBindingTransformer<Int, Int>.identity.reverseTransform(4) == 4)
        let optional = ReversibleBindingTransformer<String, String?>.optional
        #expect(optional.transform("a") == "a")
        #expect(optional.reverseTransform("b") == "b")
        #expect(optional.reverseTransform(nil) == nil)
    }

    @Test("commaSeparated joins with comma and space; back, it trims, and rejects elements that do not convert")
    func commaSeparated() {
        let strings = ReversibleBindingTransformer<[String], String>.commaSeparated
        #expect(strings.transform(["a", "b", "c"]) == "a, b, c")
        #expect(strings.transform([]) == "")
        #expect(strings.reverseTransform(" a ,b,  c  ") == ["a", "b", "c"])
        #expect(strings.reverseTransform("") == [])
        #expect(strings.reverseTransform("   ") == [])
        #expect(strings.reverseTransform("a,,b") == ["a", "", "b"])
        let numbers = ReversibleBindingTransformer<[Int], String>.commaSeparated
        #expect(numbers.transform([1, 2, 3]) == "1, 2, 3")
        #expect(numbers.reverseTransform("4, 5") == [4, 5])
        #expect(numbers.reverseTransform("4, x") == nil)
    }

    @Test("Custom transformers, with and without a reverse")
    func custom() {
        let ageText = BindingTransformer<Int, String>(name: "age") { "Your Age: \($0)" }
        #expect(ageText.transform(3) == "Your Age: 3")
        #expect(!ageText.isReversible)
        let stepper = BindingTransformer<Int, Double> {
            Double($0)
        } reverse: {
            Int(exactly: $0)
        }
        #expect(stepper.name == "custom")
        #expect(stepper.transform(2) == 2.0)
        #expect(stepper.reverseTransform(3.0) == 3)
        #expect(stepper.reverseTransform(3.5) == nil)
    }

    @Test("then composes; the result has a reverse only when both parts do")
    func composition() {
        let hasTags = BindingTransformer<[String], Bool>.isEmpty.then(.negate)
        #expect(hasTags.transform(["a"]) && !hasTags.transform([]))
        #expect(!hasTags.isReversible)
        #expect(hasTags.name == "isEmpty.then(negate)")
        let twice = ReversibleBindingTransformer<Bool, Bool>.negate.then(.negate)
        #expect(twice.isReversible)
        #expect(twice.transform(true) && twice.reverseTransform(false) == false)
        let parse = BindingTransformer<Int, String> {
            String($0)
        } reverse: {
            Int($0)
        }
        let shout = BindingTransformer<String, String> {
            $0 + "!"
        } reverse: {
            $0.hasSuffix("!") ? String($0.dropLast()) : nil
        }
        let both = parse.then(shout)
        #expect(both.transform(5) == "5!")
        #expect(both.reverseTransform("6!") == 6)
        #expect(both.reverseTransform("6") == nil)
        #expect(both.reverseTransform("x!") == nil)
    }
}
