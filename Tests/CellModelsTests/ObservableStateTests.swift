@_spi(Instrumentation) import CellModels
import Testing

/// A model with observable state, for observer tests.
@MainActor
final class PersonModel {
    @ViewState var name = "Ada"
    @ViewState var age = 36
}

@MainActor
@Suite("Observable state: set and get observers, triggers, observer lifetime")
struct ObservableStateTests {
    @Test("willSet and didSet see the old value, the new value and the code trigger, in order")
    func setObservers() {
        let model = PersonModel()
        let recorder = Recorder<String>()
        model.$name.onWillSet(observer: recorder) { recorder, change in
            recorder.received.append("will \(change.oldValue)->\(change.newValue) \(change.trigger)")
            #expect(change.trigger == .code)
        }
        model.$name.onDidSet(observer: recorder) { recorder, change in
            recorder.received.append("did \(change.oldValue)->\(change.newValue) \(change.trigger)")
        }
        model.name = "Grace"
        #expect(recorder.received == ["will Ada->Grace code", "did Ada->Grace code"])
    }

    @Test("willSet runs before the value is stored; didSet after")
    func observersSeeTheStoredValueAtTheRightTime() {
        let model = PersonModel()
        let recorder = Recorder<String>()
        // Weakly: the state keeps its observations, a strong capture would be a cycle.
        model.$name.onWillSet(observer: recorder) { [weak model] recorder, _ in
            recorder.received.append(model?.$name.value ?? "gone")
        }
        model.$name.onDidSet(observer: recorder) { [weak model] recorder, _ in
            recorder.received.append(model?.$name.value ?? "gone")
        }
        model.name = "Grace"
        #expect(recorder.received == ["Ada", "Grace"])
    }

    @Test("Setting an equal value still notifies")
    func equalValueNotifies() {
        let model = PersonModel()
        let recorder = Recorder<StateChange<String>>()
        model.$name.onDidSet(observer: recorder) { $0.received.append($1) }
        model.name = "Ada"
        #expect(recorder.received == [StateChange(oldValue: "Ada", newValue: "Ada", trigger: .code)])
    }

    @Test("set(_:trigger:) reports the given trigger, such as a view's")
    func explicitTrigger() {
        let model = PersonModel()
        let field = TextField()
        let recorder = Recorder<ChangeTrigger>()
        model.$name.onDidSet(observer: recorder) { $0.received.append($1.trigger) }
        model.$name.set("Grace", trigger: .view(field))
        model.$name.set("Hopper", trigger: .binding)
        #expect(recorder.received == [.view(field), .binding])
        #expect(recorder.received[0].isView(field))
        #expect(!recorder.received[0].isView(TextField()))
        #expect(model.name == "Hopper")
    }

    @Test("willGet and didGet run around every read of the value, with the value")
    func getObservers() {
        let model = PersonModel()
        let recorder = Recorder<String>()
        model.$age.onWillGet(observer: recorder) { $0.received.append("will \($1)") }
        model.$age.onDidGet(observer: recorder) { $0.received.append("did \($1)") }
        let first = model.age
        model.age = 40
        let second = model.$age.value
        #expect(first == 36 && second == 40)
        #expect(recorder.received == ["will 36", "did 36", "will 40", "did 40"])
    }

    @Test("Observers run in registration order")
    func registrationOrder() {
        let model = PersonModel()
        let recorder = Recorder<Int>()
        for index in 0..<5 {
            model.$age.onDidSet(observer: recorder) { recorder, _ in recorder.received.append(index) }
        }
        model.age = 1
        #expect(recorder.received == [0, 1, 2, 3, 4])
    }

    @Test("observeAndFire calls at once with the current value and the binding trigger, then on every change")
    func bindAndFire() {
        let model = PersonModel()
        let recorder = Recorder<StateChange<Int>>()
        model.$age.observeAndFire(observer: recorder) { $0.received.append($1) }
        #expect(recorder.received == [StateChange(oldValue: 36, newValue: 36, trigger: .binding)])
        model.age = 37
        model.age = 38
        #expect(recorder.received.map(\.newValue) == [36, 37, 38])
        #expect(recorder.received.last?.trigger == .code)
    }

    @Test("A cancelled observation is not called again and leaves the state")
    func cancel() {
        let model = PersonModel()
        let recorder = Recorder<Int>()
        let observation = model.$age.onDidSet(observer: recorder) { $0.received.append($1.newValue) }
        model.$age.onWillSet(observer: recorder) { _, _ in }
        #expect(model.$age.observationCount == 2)
        model.age = 1
        observation.cancel()
        observation.cancel()
        #expect(!observation.isActive)
        #expect(model.$age.observationCount == 1)
        model.age = 2
        #expect(recorder.received == [1])
    }

    @Test("An observer can cancel its own observation while being notified")
    func cancelDuringNotification() {
        let model = PersonModel()
        let recorder = Recorder<Int>()
        var observation: Observation?
        observation = model.$age.onDidSet(observer: recorder) { recorder, change in
            recorder.received.append(change.newValue)
            observation?.cancel()
        }
        model.$age.onDidSet(observer: recorder) { $0.received.append(-$1.newValue) }
        model.age = 1
        model.age = 2
        #expect(recorder.received == [1, -1, -2])
    }

    @Test("The observer is held weakly; its observations end when it is deallocated")
    func observerLifetime() {
        let model = PersonModel()
        var calls = 0
        weak var weakObserver: Recorder<Int>?
        do {
            let observer = Recorder<Int>()
            weakObserver = observer
            model.$age.onDidSet(observer: observer) { _, _ in calls += 1 }
            model.$age.onWillGet(observer: observer) { _, _ in calls += 1 }
            model.age = 1
            #expect(calls == 1)
        }
        #expect(weakObserver == nil)
        model.age = 2
        _ = model.age
        #expect(calls == 1)
        #expect(model.$age.observationCount == 0)
    }

    @Test("A change made inside an observer notifies again, with its own old value")
    func reentrantSet() {
        let model = PersonModel()
        let recorder = Recorder<String>()
        model.$age.onDidSet(observer: recorder) { [weak model] recorder, change in
            recorder.received.append("\(change.oldValue)->\(change.newValue)")
            if change.newValue < 0 { model?.age = 0 }
        }
        model.age = -5
        #expect(recorder.received == ["36->-5", "-5->0"])
        #expect(model.age == 0)
    }

    @Test("A state deallocates with its model while observed (the observer does not keep it)")
    func stateLifetime() {
        let observer = Recorder<Int>()
        weak var weakModel: PersonModel?
        weak var weakState: ObservableState<Int>?
        do {
            let model = PersonModel()
            weakModel = model
            weakState = model.$age
            model.$age.onDidSet(observer: observer) { $0.received.append($1.newValue) }
            model.$age.observeAndFire(observer: observer) { $0.received.append($1.newValue) }
        }
        #expect(weakModel == nil)
        #expect(weakState == nil)
    }
}
