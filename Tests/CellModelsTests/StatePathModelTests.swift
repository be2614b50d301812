import CellModels
import Oracles
import Testing

/// Views bound to parts of one struct state, and to the whole of it, driven
/// by seeded sets, updates through paths and user edits, against the value
/// itself: each view shows its part, a part's view is written exactly when
/// its part changes (and never back when it made the change), and the
/// whole value's view on every change.
@MainActor
@Suite("Bindings of parts of a state agree with the value, write by write")
struct StatePathModelTests {
    /// The views, and how many writes each should have had.
    @MainActor
    final class Views {
        let first = Label()
        let last = Label()
        let age = Label()
        let whole = Label()
        let firstField = TextField()
        let lastField = TextField()
        var expectedWrites: [Int] = Array(repeating: 0, count: 6)

        var writes: [Int] {
            [first, last, age, whole].map { $0.writeCount } + [firstField, lastField].map { $0.writeCount }
        }
    }

    static func describe(_ profile: Profile) -> String {
        "\(profile.person.firstName) \(profile.person.lastName), \(profile.age)"
    }

    @Test("Seeded sets, path updates and user edits agree with the value", arguments: 1...8)
    func agreesWithValue(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let names = ["Ada", "Grace", "Alan", "Edsger"]
        let profile = ObservableState(Profile(person: Person(firstName: "Ada", lastName: "Ada"), age: 1))
        let views = Views()
        profile[\.person.firstName].bind(to: views.first, \.text)
        profile[\.person][\.lastName].bind(to: views.last, \.text)
        profile[\.age].bind(to: views.age, \.text) { "\($0)" }
        profile.bind(to: views.whole, \.text) { Self.describe($0) }
        profile[\.person.firstName].bindTwoWay(with: views.firstField, \.text)
        profile[\.person.lastName].bindTwoWay(with: views.lastField, \.text)
        views.expectedWrites = views.writes

        for step in 0..<1_000 {
            let context = "seed \(seed), step \(step)"
            let old = profile.value
            var new = old
            // Which field, if any, made the change: it is not written back.
            var editedField: Int?
            switch random.below(6) {
            case 0:
                new = Profile(
                    person: Person(firstName: names.randomElement(using: &random)!, lastName: names[random.below(4)]),
                    age: random.below(3))
                profile.value = new
            case 1:
                new.person.firstName = names[random.below(4)]
                profile.update(\.person.firstName, with: new.person.firstName)
            case 2:
                new.person = Person(firstName: names[random.below(4)], lastName: names[random.below(4)])
                profile.update(\.person, with: new.person)
            case 3:
                new.age = random.below(3)
                profile.update(\.age, with: new.age)
            case 4:
                new.person.firstName = names[random.below(4)]
                editedField = 4
                views.firstField.userTypes(new.person.firstName)
                views.expectedWrites[4] += 1  // the user's own write
            default:
                new.person.lastName = names[random.below(4)]
                editedField = 5
                views.lastField.userTypes(new.person.lastName)
                views.expectedWrites[5] += 1
            }
            #expect(profile.value == new, "\(context): the value")
            let changed = [
                old.person.firstName != new.person.firstName, old.person.lastName != new.person.lastName,
                old.age != new.age, true, old.person.firstName != new.person.firstName,
                old.person.lastName != new.person.lastName,
            ]
            for index in changed.indices where changed[index] && index != editedField {
                views.expectedWrites[index] += 1
            }
            #expect(views.writes == views.expectedWrites, "\(context): writes after \(old) → \(new)")
            #expect(
                views.first.text == new.person.firstName && views.firstField.text == new.person.firstName, "\(context)")
            #expect(views.last.text == new.person.lastName && views.lastField.text == new.person.lastName, "\(context)")
            #expect(views.age.text == "\(new.age)" && views.whole.text == Self.describe(new), "\(context)")
        }
    }
}
