@_spi(Instrumentation) import CellModels
import Testing

@MainActor
@Suite("Debounced observers, on a manual clock")
struct DebounceTests {
    @Test("A burst of sets runs the observer once, after the interval, with the merged change")
    func burstRunsOnce() throws {
        let model = PersonModel()
        let clock = ManualScheduler()
        let recorder = Recorder<StateChange<String>>()
        try model.$name.onDidSet(observer: recorder, debounce: .milliseconds(300), scheduler: clock) {
            $0.received.append($1)
        }
        model.name = "G"
        clock.advance(by: .milliseconds(100))
        model.name = "Gr"
        clock.advance(by: .milliseconds(100))
        model.$name.set("Grace", trigger: .binding)
        clock.advance(by: .milliseconds(299))
        #expect(recorder.received.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(recorder.received == [StateChange(oldValue: "Ada", newValue: "Grace", trigger: .binding)])
        clock.advance(by: .seconds(10))
        #expect(recorder.received.count == 1)
    }

    @Test("Sets further apart than the interval run the observer once each")
    func separateBursts() throws {
        let model = PersonModel()
        let clock = ManualScheduler()
        let recorder = Recorder<Int>()
        try model.$age.onDidSet(observer: recorder, debounce: .seconds(1), scheduler: clock) {
            $0.received.append($1.newValue)
        }
        model.age = 1
        clock.advance(by: .seconds(1))
        model.age = 2
        model.age = 3
        clock.advance(by: .seconds(2))
        #expect(recorder.received == [1, 3])
    }

    @Test("Each set restarts the wait")
    func setRestartsTheWait() throws {
        let model = PersonModel()
        let clock = ManualScheduler()
        let recorder = Recorder<Int>()
        try model.$age.onDidSet(observer: recorder, debounce: .milliseconds(100), scheduler: clock) {
            $0.received.append($1.newValue)
        }
        for value in 1...5 {
            model.age = value
            clock.advance(by: .milliseconds(90))
        }
        #expect(recorder.received.isEmpty)
        clock.advance(by: .milliseconds(10))
        #expect(recorder.received == [5])
    }

    @Test("A zero interval still merges the sets made before the clock runs")
    func zeroInterval() throws {
        let model = PersonModel()
        let clock = ManualScheduler()
        let recorder = Recorder<Int>()
        try model.$age.onDidSet(observer: recorder, debounce: .zero, scheduler: clock) {
            $0.received.append($1.newValue)
        }
        model.age = 1
        model.age = 2
        #expect(recorder.received.isEmpty)
        clock.advance(by: .zero)
        #expect(recorder.received == [2])
    }

    @Test("A negative interval is an error, thrown when registering")
    func negativeInterval() {
        let model = PersonModel()
        let recorder = Recorder<Int>()
        #expect(throws: CellModelsError.negativeDebounceInterval(.milliseconds(-1))) {
            try model.$age.onDidSet(observer: recorder, debounce: .milliseconds(-1), scheduler: ManualScheduler()) {
                _, _ in
            }
        }
        #expect(model.$age.observationCount == 0)
        #expect(
            CellModelsError.negativeDebounceInterval(.milliseconds(-1)).description
                == "debounce interval: expected zero or more, found -0.001 seconds")
    }

    @Test("Nothing runs when the observation is cancelled or the observer is gone before the wait ends")
    func cancelledOrDeallocatedBeforeTheWaitEnds() throws {
        let model = PersonModel()
        let clock = ManualScheduler()
        var calls = 0
        let kept = Recorder<Int>()
        let observation = try model.$age.onDidSet(observer: kept, debounce: .seconds(1), scheduler: clock) { _, _ in
            calls += 1
        }
        weak var weakObserver: Recorder<Int>?
        do {
            let observer = Recorder<Int>()
            weakObserver = observer
            try model.$age.onDidSet(observer: observer, debounce: .seconds(1), scheduler: clock) { _, _ in calls += 1 }
            model.age = 1
        }
        observation.cancel()
        #expect(weakObserver == nil)
        clock.advance(by: .seconds(2))
        #expect(calls == 0)
    }
}
