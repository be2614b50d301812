import CellModels

// Tiny views that stand in for a UI toolkit's: plain classes with properties,
// and, for the editable ones, an edit reporter and a simulated user edit.

/// A label: any class with a writable property can be bound to.
@MainActor
final class Label {
    var text = "" {
        didSet { writeCount += 1 }
    }
    var writeCount = 0
}

/// A label whose text is optional, as in most toolkits.
@MainActor
final class OptionalLabel {
    var text: String?
}

/// A text field: the user edits its text.
@MainActor
final class TextField: ViewEditReporting {
    let editReporter = EditReporter()
    var text = "" {
        didSet { writeCount += 1 }
    }
    var placeholder = ""
    var writeCount = 0

    /// The user types: the text changes, then the field reports the edit.
    func userTypes(_ newText: String) {
        text = newText
        editReporter.reportEdit(of: \TextField.text)
    }
}

/// A text field with optional text.
@MainActor
final class OptionalTextField: ViewEditReporting {
    let editReporter = EditReporter()
    var text: String?

    func userTypes(_ newText: String?) {
        text = newText
        editReporter.reportEdit(of: \OptionalTextField.text)
    }
}

/// A badly behaved text field that reports every change of its text as an
/// edit, including changes made by code: bindings must still not loop.
@MainActor
final class NaiveTextField: ViewEditReporting {
    let editReporter = EditReporter()
    var text = "" {
        didSet {
            writeCount += 1
            editReporter.reportEdit(of: \NaiveTextField.text)
        }
    }
    var writeCount = 0
}

/// A switch.
@MainActor
final class Switch: ViewEditReporting {
    let editReporter = EditReporter()
    var isOn = false

    func userToggles() {
        isOn.toggle()
        editReporter.reportEdit(of: \Switch.isOn)
    }
}

/// A stepper, whose value is a `Double`.
@MainActor
final class Stepper: ViewEditReporting {
    let editReporter = EditReporter()
    var value = 0.0 {
        didSet { writeCount += 1 }
    }
    var writeCount = 0

    func userSteps(to newValue: Double) {
        value = newValue
        editReporter.reportEdit(of: \Stepper.value)
    }
}

/// A button.
@MainActor
final class Button {
    var isEnabled = true {
        didSet { writeCount += 1 }
    }
    var writeCount = 0
}

/// An object that observes, for observer lifetime tests.
@MainActor
final class Recorder<Payload> {
    var received: [Payload] = []
}
