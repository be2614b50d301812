@_spi(Instrumentation) import CellModels
import Testing

@MainActor
@Suite("Closure listeners and the chained observer style")
struct ListenerTests {
    @Test("listen { } hears every change until its owner is deallocated")
    func closureListenerEndsWithOwner() {
        let model = PersonModel()
        var owner: Recorder<Int>? = Recorder<Int>()
        var heard: [String] = []
        model.$name.listen(owner: owner) { heard.append($0) }
        model.name = "Grace"
        owner = nil
        model.name = "Ann"
        #expect(heard == ["Grace"])
        #expect(model.$name.observationCount == 0)
    }

    @Test("listenAndFire { } hears the current value at once, then changes; a path gives its part")
    func bindAndFireOnAPath() {
        let profile = ObservableState(Profile(person: Person(firstName: "Ada", lastName: "Lovelace"), age: 36))
        let owner = Recorder<Int>()
        var heard: [String] = []
        profile[\.person.firstName].listenAndFire(owner: owner) { heard.append($0) }
        profile.update(\.person.firstName, with: "Grace")
        #expect(heard == ["Ada", "Grace"])
    }

    @Test("A listener given a BindingOwner ends with unbindAll, and one made while collecting too")
    func listenerEndsWithBindingOwner() {
        let model = PersonModel()
        let owner = BindingOwner()
        let collector = BindingOwner()
        var heard: [Int] = []
        model.$age.listen(owner: owner) { heard.append($0) }
        collector.collectingBindings { model.$age.listen { heard.append(-$0) } }
        model.age = 1
        owner.unbindAll()
        model.age = 2
        collector.unbindAll()
        model.age = 3
        #expect(heard == [1, -1, -2])
    }

    @Test("observe(observer:) chains willSet and didSet; both see the change")
    func observerChain() {
        let model = PersonModel()
        let recorder = Recorder<String>()
        model.$name.observe(observer: recorder)
            .willSet { me, change in me.received.append("will \(change.oldValue)→\(change.newValue)") }
            .didSet { me, change in me.received.append("did \(change.newValue)") }
        model.name = "Grace"
        #expect(recorder.received == ["will Ada→Grace", "did Grace"])
    }

    @Test("delayMultipleSetTrigger(by:) merges a burst for didSet; willSet runs every time")
    func delayedChain() throws {
        let model = PersonModel()
        let clock = ManualScheduler()
        let recorder = Recorder<String>()
        try model.$name.observe(observer: recorder).delayMultipleSetTrigger(by: 1, scheduler: clock)
            .willSet { me, change in me.received.append("will \(change.newValue)") }
            .didSet { me, change in me.received.append("did \(change.oldValue)→\(change.newValue)") }
        model.name = "G"
        model.name = "Gr"
        clock.advance(by: .milliseconds(999))
        #expect(recorder.received == ["will G", "will Gr"])
        clock.advance(by: .milliseconds(1))
        #expect(recorder.received == ["will G", "will Gr", "did Ada→Gr"])
    }

    @Test("A negative or non-finite delay is a thrown error", arguments: [-1.0, .infinity, .nan])
    func badDelay(seconds: Double) {
        let model = PersonModel()
        #expect(throws: CellModelsError.self) {
            try model.$name.observe(observer: model).delayMultipleSetTrigger(by: seconds)
        }
        #expect(model.$name.observationCount == 0)
    }
}
