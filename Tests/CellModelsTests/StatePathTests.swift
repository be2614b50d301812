@_spi(Instrumentation) import CellModels
import Testing

struct Person: Equatable, Sendable {
    var firstName: String
    var lastName: String
}

struct Profile: Equatable, Sendable {
    var person: Person
    var age: Int
    var tags: [String] = []
}

@MainActor
@Suite("Struct-backed view models and nested key paths")
struct StatePathTests {
    func makeProfile() -> ObservableState<Profile> {
        ObservableState(Profile(person: Person(firstName: "Ada", lastName: "Lovelace"), age: 36))
    }

    @Test("update(_:with:) writes the model and every view bound to that property")
    func update() {
        let profile = makeProfile()
        let first = Label(), second = OptionalLabel()
        profile[\.person.firstName].bind(to: first, \.text)
        profile[\.person.firstName].bind(to: second, \.text)
        profile.update(\.person.firstName, with: "Grace")
        #expect(profile.value.person.firstName == "Grace")
        #expect(first.text == "Grace" && second.text == "Grace")
    }

    @Test("Views of other properties are not written when one property changes")
    func onlyChangedPartsAreWritten() {
        let profile = makeProfile()
        let name = Label(), age = Label()
        profile[\.person.firstName].bind(to: name, \.text)
        profile[\.age].bind(to: age, \.text) { "\($0)" }
        let ageWrites = age.writeCount
        profile.update(\.person.firstName, with: "Grace")
        #expect(age.writeCount == ageWrites)
        #expect(name.text == "Grace")
    }

    @Test("When the outer value is replaced, views bound to an inner path follow the new inner value")
    func outerReplaced() {
        let profile = makeProfile()
        let first = Label(), last = Label()
        profile[\.person][\.firstName].bind(to: first, \.text)
        profile[\.person.lastName].bind(to: last, \.text)
        profile.update(\.person, with: Person(firstName: "Grace", lastName: "Hopper"))
        #expect(first.text == "Grace" && last.text == "Hopper")
        profile.value = Profile(person: Person(firstName: "Alan", lastName: "Turing"), age: 41)
        #expect(first.text == "Alan" && last.text == "Turing")
    }

    @Test("A view bound to the outer value follows a change of an inner one")
    func innerChangeReachesOuterBinding() {
        let profile = makeProfile()
        let full = Label()
        profile[\.person].bind(to: full, \.text) { "\($0.firstName) \($0.lastName)" }
        profile.update(\.person.lastName, with: "Byron")
        #expect(full.text == "Ada Byron")
    }

    @Test("A two-way binding of a path: edits write the path, with the view trigger")
    func twoWayPath() {
        let profile = makeProfile()
        let field = TextField()
        let recorder = Recorder<StateChange<Profile>>()
        profile.onDidSet(observer: recorder) { $0.received.append($1) }
        profile[\.person.firstName].bindTwoWay(with: field, \.text)
        #expect(field.text == "Ada")
        field.userTypes("Augusta")
        #expect(profile.value.person.firstName == "Augusta")
        #expect(profile.value.person.lastName == "Lovelace")
        #expect(recorder.received.count == 1)
        #expect(recorder.received[0].trigger == .view(field))
        #expect(recorder.received[0].oldValue.person.firstName == "Ada")
    }

    @Test("A path's value reads and writes through the state")
    func pathValue() {
        let profile = makeProfile()
        let age = profile[\.age]
        #expect(age.value == 36)
        age.value = 37
        #expect(profile.value.age == 37)
    }

    @Test("unbind(_:) ends that property's bindings only; unbindAll ends all")
    func unbindByPath() {
        let profile = makeProfile()
        let name = Label(), age = Label(), field = TextField()
        profile[\.person.firstName].bind(to: name, \.text)
        profile[\.person.firstName].bindTwoWay(with: field, \.text)
        profile[\.age].bind(to: age, \.text) { "\($0)" }
        profile.unbind(\.person.firstName)
        #expect(profile.bindingCount == 1)
        profile.update(\.person.firstName, with: "Grace")
        profile.update(\.age, with: 40)
        #expect(name.text == "Ada" && field.text == "Ada")
        #expect(age.text == "40")
        field.userTypes("typed")
        #expect(profile.value.person.firstName == "Grace")
        profile.unbindAll()
        profile.update(\.age, with: 41)
        #expect(age.text == "40")
        #expect(profile.bindingCount == 0)
    }

    @Test("Tags as a comma-separated text field, both ways")
    func commaSeparatedTags() throws {
        let profile = makeProfile()
        let field = TextField()
        profile[\.tags].bindTwoWay(with: field, \.text, transformer: .commaSeparated)
        #expect(field.text == "")
        profile.update(\.tags, with: ["swift", "lists"])
        #expect(field.text == "swift, lists")
        field.userTypes("a,b ,  c")
        #expect(profile.value.tags == ["a", "b", "c"])
    }

    @Test("A user's edit of a part is never written back, even when another part changes later")
    func editNotWrittenBackLater() {
        let profile = makeProfile()
        let name = TextField(), tags = TextField()
        profile[\.person.firstName].bindTwoWay(with: name, \.text)
        profile[\.tags].bindTwoWay(with: tags, \.text, transformer: .commaSeparated)
        name.userTypes("Grace")
        tags.userTypes("a,b ,  c")
        let writes = (name.writeCount, tags.writeCount)
        // A timer updates the age while the user is still typing: the
        // fields keep the user's text (and, in a real toolkit, its cursor).
        profile.update(\.age, with: 37)
        #expect(name.writeCount == writes.0 && tags.writeCount == writes.1)
        #expect(tags.text == "a,b ,  c" && profile.value.tags == ["a", "b", "c"])
        profile.update(\.person.firstName, with: "Ada")
        #expect(name.text == "Ada" && name.writeCount == writes.0 + 1)
    }
}
