import BindingSpecs
import CellModels
import HeadlessViews

// Binding spec files under libFuzzer: YAML or JSON decoded from the
// fuzzer's bytes, loaded against a registry of the headless views and one
// controller class, and, when they load, made twice and driven.
//
// A spec either loads or is refused with a `BindingSpecError` naming the
// file, and a line and column, when it gives them, within the text; loading
// it again gives the same answer. A spec that loads makes two screens that
// do not touch each other: driving the first (its controllers' states, a
// user's typing, toggling and sliding) leaves every object of the second as
// it was. Once the first's bindings are ended, changing its controllers'
// states changes none of its views, and a user's edits change no state.
// Released, every object the first made is freed.
//
// Encoding: an options byte (bit 0: the text is YAML, else JSON), then the
// text as UTF-8 (an invalid sequence reads as U+FFFD).

/// libFuzzer's callback: checks one input and returns 0; a broken check
/// traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = count == 0 ? [] : Array(UnsafeBufferPointer(start: start, count: count))
    let isYAML = (bytes.first ?? 0) & 1 != 0
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    MainActor.assumeIsolated { SpecCase(text: text, isYAML: isYAML).check() }
    return 0
}

/// A person, as the seeds' screens show one.
struct Person: Hashable {
    var firstName = ""
    var lastName = ""
    var fullName: String { firstName + " " + lastName }
}

/// The person's names through an optional person, as a controller's
/// `person.firstName`: `nil` while there is none, and a write to none
/// dropped.
extension Person? {
    var firstName: String? {
        get { self?.firstName }
        set { if let newValue { self?.firstName = newValue } }
    }

    var lastName: String? {
        get { self?.lastName }
        set { if let newValue { self?.lastName = newValue } }
    }

    var fullName: String? { self?.fullName }
}

/// The one controller class a fuzzed spec may name, with a state of each
/// kind a binding reads and an outlet of each kind of view.
@MainActor
final class Controller {
    let view = HeadlessView()
    @ViewState var person: Person? = nil
    @ViewState var isSaving = false
    @ViewState var query = ""
    @ViewState var level = 0.0
    @ViewState var results: [String] = []
    var field: HeadlessTextField?
    var label: HeadlessLabel?
    var button: HeadlessButton?

    /// Its states, for comparing two moments.
    var snapshot: String { "\(person as Any) \(isSaving) \(query) \(level) \(results)" }

    /// Sets every state, the `round`th way.
    func drive(_ round: Int) {
        person = round % 3 == 2 ? nil : Person(firstName: "F\(round)", lastName: round % 2 == 0 ? "" : "L")
        isSaving = round % 2 == 1
        query = String(repeating: "q", count: round % 4)
        level = Double(round) / 4
        results = Array(repeating: "r", count: round % 3)
    }
}

/// One spec text, loaded and, when it loads, made and driven.
@MainActor
struct SpecCase {
    let text: String
    let isYAML: Bool

    var file: String { isYAML ? "fuzz.yaml" : "fuzz.json" }

    static func registry() -> SpecRegistry {
        let registry = SpecRegistry.headless()
        registry.register(
            Controller.self,
            properties: [
                "person": .state(\.$person),
                "person.firstName": .state(\.$person, \.firstName),
                "person.lastName": .state(\.$person, \.lastName),
                "person.fullName": .readOnly(\.$person, \.fullName),
                "isSaving": .state(\.$isSaving),
                "query": .state(\.$query),
                "level": .state(\.$level),
                "results": .state(\.$results),
                "field": .outlet(\.field),
                "label": .outlet(\.label),
                "button": .outlet(\.button),
            ],
            contentView: { $0.view }
        ) { Controller() }
        return registry
    }

    /// The spec, or the error's description after checking where it points.
    func load() -> Result<BindingSpec, BindingSpecError> {
        let registry = Self.registry()
        do throws(BindingSpecError) {
            if isYAML {
                return .success(try BindingSpec.load(yaml: text, file: file, registry: registry))
            }
            return .success(try BindingSpec.load(json: text, file: file, registry: registry))
        } catch {
            checkPlace(error)
            return .failure(error)
        }
    }

    /// An error names the file, and a line and column within the text (one
    /// past a line's last byte is its end). Lines end at `\n`, `\r\n` or
    /// a lone `\r`, in YAML and JSON alike; a column counts bytes (JSON) or
    /// characters (YAML), never more than the line's bytes.
    func checkPlace(_ error: BindingSpecError) {
        precondition(error.file == file && error.description.hasPrefix(file + ":"), "\(error) names another file")
        precondition((error.line == nil) == (error.column == nil), "\(error): a line without a column")
        guard let line = error.line, let column = error.column else { return }
        let lengths = Self.lineLengths(Array(text.utf8))
        precondition(line >= 1 && line <= lengths.count, "\(error): line \(line) of \(lengths.count)")
        precondition(
            column >= 1 && column <= lengths[line - 1] + 1,
            "\(error): column \(column) of a line of \(lengths[line - 1]) bytes")
    }

    /// The length in bytes of each line of `bytes`.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var length = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                fallthrough
            case UInt8(ascii: "\n"):
                lengths.append(length)
                length = 0
            default:
                length += 1
            }
            index += 1
        }
        return lengths + [length]
    }

    func check() {
        let first = load(), second = load()
        switch (first, second) {
        case (.failure(let one), .failure(let other)):
            precondition(one == other, "loaded twice, refused as \(one) then \(other)")
            return
        case (.success(let one), .success(let other)):
            precondition(
                one.objectNames == other.objectNames,
                "loaded twice, made \(one.objectNames) then \(other.objectNames)")
        default:
            preconditionFailure("loaded twice, one load failed: \(first) then \(second)")
        }
        guard case .success(let spec) = first else { return }
        let names = spec.objectNames
        var freed: [() -> Bool] = []
        do {
            let screen = spec.instantiate()
            let other = spec.instantiate()
            let objects = names.map { screen.object(named: $0, as: AnyObject.self)! }
            let otherBefore = Self.snapshot(names.map { other.object(named: $0, as: AnyObject.self)! })
            for round in 0..<3 {
                for object in objects { Self.drive(object, round) }
            }
            let otherAfter = Self.snapshot(names.map { other.object(named: $0, as: AnyObject.self)! })
            precondition(otherBefore == otherAfter, "driving a screen changed another: \(otherBefore) → \(otherAfter)")

            // Unbound, the screen's states and views go their own ways.
            screen.bindingOwner.unbindAll()
            let controllers = objects.filter { $0 is Controller }
            let views = objects.filter { !($0 is Controller) }
            let viewsBefore = Self.snapshot(views)
            for case let controller as Controller in controllers { controller.drive(3) }
            precondition(Self.snapshot(views) == viewsBefore, "a state changed a view after unbindAll")
            let statesBefore = Self.snapshot(controllers)
            for view in views { Self.drive(view, 0) }
            precondition(Self.snapshot(controllers) == statesBefore, "a user's edit changed a state after unbindAll")
            freed = objects.map { object in
                weak let weakObject = object
                return { weakObject == nil }
            }
        }
        precondition(freed.allSatisfy { $0() }, "a screen released left objects alive")
    }

    /// What a user or the controller's code does to `object`, the `round`th
    /// time.
    static func drive(_ object: AnyObject, _ round: Int) {
        switch object {
        case let controller as Controller: controller.drive(round)
        case let field as HeadlessTextField:
            _ = round == 1 ? field.simulateDeleteBackward() : field.simulateTyping("t")
        case let bar as HeadlessSearchBar: _ = round == 1 ? bar.simulateClear() : bar.simulateTyping("s")
        case let toggle as HeadlessSwitch: _ = toggle.simulateToggle()
        case let slider as HeadlessSlider: _ = slider.simulateSliding(to: Double(round) / 3)
        case let stepper as HeadlessStepper: _ = stepper.simulateIncrement()
        case let button as HeadlessButton: _ = button.simulateTap()
        default: break
        }
    }

    /// Every object's state a binding reads or writes, one line each.
    static func snapshot(_ objects: [AnyObject]) -> [String] {
        objects.map { object in
            switch object {
            case let controller as Controller: return "controller \(controller.snapshot)"
            case let field as HeadlessTextField:
                return "field \(field.text) \(field.placeholder) \(field.isEnabled) \(field.isHidden)"
            case let bar as HeadlessSearchBar:
                return "bar \(bar.text) \(bar.placeholder) \(bar.isEnabled) \(bar.isHidden)"
            case let label as HeadlessLabel:
                return "label \(label.text) \(label.numberOfLines) \(label.isEnabled) \(label.isHidden)"
            case let button as HeadlessButton:
                return "button \(button.title) \(button.isSelected) \(button.isEnabled) \(button.isHidden)"
            case let toggle as HeadlessSwitch: return "switch \(toggle.isOn) \(toggle.isEnabled) \(toggle.isHidden)"
            case let slider as HeadlessSlider: return "slider \(slider.value) \(slider.isEnabled) \(slider.isHidden)"
            case let stepper as HeadlessStepper:
                return "stepper \(stepper.value) \(stepper.isEnabled) \(stepper.isHidden)"
            case let image as HeadlessImageView:
                return "image \(image.imageName as Any) \(image.isHighlighted) \(image.isHidden)"
            case let view as HeadlessView: return "view \(view.isHidden)"
            default: return "\(object)"
            }
        }
    }
}
