import CellModels
import HeadlessViews
import Testing

/// A model with one state of each kind a control edits.
@MainActor
final class FormModel {
    @ViewState var name = ""
    @ViewState var volume = 0.5
    @ViewState var age = 30
    @ViewState var isSubscribed = false
    @ViewState var isFavourite = false
    @ViewState var query = ""
    @ViewState var avatar: String? = nil
}

@MainActor
@Suite("Headless views and controls")
struct HeadlessViewTests {
    @Test("Views form a tree: subviews, superview, finding by identifier and type")
    func tree() {
        let root = HeadlessView(identifier: "root")
        let row = HeadlessView(identifier: "row")
        let title = HeadlessLabel(identifier: "title", text: "Hi")
        root.addSubview(row)
        row.addSubview(title)
        #expect(title.superview === row)
        #expect(root.firstSubview(withIdentifier: "title") === title)
        #expect(root.allSubviews(ofType: HeadlessLabel.self).map(\.text) == ["Hi"])
        let other = HeadlessView()
        other.addSubview(title)
        #expect(row.subviews.isEmpty && title.superview === other)
        title.removeFromSuperview()
        #expect(other.subviews.isEmpty && title.superview == nil)
        row.addSubview(HeadlessImageView(imageName: "star"))
        row.removeAllSubviews()
        #expect(row.subviews.isEmpty)
    }

    @Test("Controls report user edits as events; code changes send nothing; disabled controls ignore the user")
    func controls() {
        let field = HeadlessTextField(placeholder: "Name")
        var changes = 0
        field.addAction(for: .editingChanged) { changes += 1 }
        field.simulateTyping("Ann")
        #expect(field.text == "Ann" && changes == 3 && field.isEditing)
        field.simulateDeleteBackward(5)
        #expect(field.text == "" && changes == 6)
        field.simulateReplacingText(with: "Bo")
        field.simulateReturn()
        #expect(field.sentEvents.suffix(3) == [.editingChanged, .primaryActionTriggered, .editingDidEnd])
        field.text = "code"
        #expect(field.sentEvents.count == 9)
        field.isEnabled = false
        #expect(!field.simulateTyping("x") && field.text == "code")

        // What an edit's handler does to the field is where the next edit
        // starts: emptied, deleting stops; disabled, typing stops.
        let cleared = HeadlessTextField(text: "abcdef")
        cleared.addAction(for: .editingChanged) { [unowned cleared] in
            if cleared.text.count == 4 { cleared.text = "x" }
        }
        #expect(cleared.simulateDeleteBackward(5) && cleared.text == "")
        #expect(cleared.simulateDeleteBackward(-1) && cleared.simulateDeleteBackward(0) && cleared.text == "")
        let limited = HeadlessTextField(), bar = HeadlessSearchBar(), shrinking = HeadlessTextField(text: "abcd")
        limited.addAction(for: .editingChanged) { [unowned limited] in limited.isEnabled = limited.text.count < 2 }
        bar.addAction(for: .editingChanged) { [unowned bar] in bar.isEnabled = bar.text.count < 2 }
        shrinking.addAction(for: .editingChanged) { [unowned shrinking] in shrinking.isEnabled = false }
        #expect(limited.simulateTyping("abcd") && limited.text == "ab")
        #expect(bar.simulateTyping("abcd") && bar.text == "ab")
        #expect(shrinking.simulateDeleteBackward(3) && shrinking.text == "abc")

        let slider = HeadlessSlider(value: 0.5)
        #expect(slider.simulateSliding(to: 3) && slider.value == 1)
        #expect(!slider.simulateSliding(to: 1))
        let stepper = HeadlessStepper(value: 9, maximumValue: 10)
        #expect(stepper.simulateIncrement() && stepper.value == 10)
        #expect(!stepper.simulateIncrement())
        #expect(stepper.simulateDecrement() && stepper.value == 9)
        let toggle = HeadlessSwitch()
        toggle.simulateToggle()
        #expect(toggle.isOn && toggle.sentEvents == [.valueChanged])
        let button = HeadlessButton(title: "Like", togglesSelection: true)
        button.simulateTap()
        #expect(button.isSelected && button.tapCount == 1)
        #expect(button.sentEvents == [.valueChanged, .primaryActionTriggered])
        button.removeAllActions()
        let search = HeadlessSearchBar()
        search.simulateTyping("kiwi")
        search.simulateSearchButtonTap()
        #expect(search.text == "kiwi" && search.searchCount == 1)
        search.simulateClear()
        #expect(search.text.isEmpty)
    }

    @Test("Two-way bindings follow simulated edits of every control, with the view as trigger")
    func twoWay() throws {
        let model = FormModel()
        let field = HeadlessTextField()
        let slider = HeadlessSlider()
        let stepper = HeadlessStepper()
        let toggle = HeadlessSwitch()
        let button = HeadlessButton(togglesSelection: true)
        let search = HeadlessSearchBar()
        let image = HeadlessImageView()
        let label = HeadlessLabel()
        var triggers: [ChangeTrigger] = []
        model.$name.onDidSet(observer: field) { _, change in triggers.append(change.trigger) }
        model.$name.bindTwoWay(with: field, \.text)
        model.$volume.bindTwoWay(with: slider, \.value)
        try model.$age.bindTwoWay(
            with: stepper, \.value,
            transformer: BindingTransformer {
                Double($0)
            } reverse: {
                Int($0)
            })
        model.$isSubscribed.bindTwoWay(with: toggle, \.isOn)
        model.$isFavourite.bindTwoWay(with: button, \.isSelected)
        model.$query.bindTwoWay(with: search, \.text)
        model.$avatar.bind(to: image, \.imageName)
        model.$age.bind(to: label, \.text) { "Your Age: \($0)" }

        #expect(stepper.value == 30 && label.text == "Your Age: 30" && slider.value == 0.5)
        field.simulateTyping("Al")
        #expect(model.name == "Al")
        #expect(triggers == [.view(field), .view(field)])
        slider.simulateSliding(to: 0.8)
        stepper.simulateIncrement()
        toggle.simulateToggle()
        button.simulateTap()
        search.simulateTyping("fig")
        #expect(
            model.volume == 0.8 && model.age == 31 && model.isSubscribed && model.isFavourite && model.query == "fig")
        #expect(label.text == "Your Age: 31")
        // Code changes reach the views without being taken for user edits.
        model.name = "Code"
        model.avatar = "ada.png"
        #expect(field.text == "Code" && image.imageName == "ada.png")
        #expect(field.sentEvents.count == 2)
        #expect(triggers.last == .code)
    }
}

@Suite("A view added inside itself")
struct SubviewCircleTests {
    @Test("Adding a view that holds the parent stops the program with a message, rather than loop")
    func ancestorStops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = HeadlessView(identifier: "root")
                let row = HeadlessView(identifier: "row")
                root.addSubview(row)
                row.addSubview(root)
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("root cannot be a subview of row, which it holds or is"))
    }
}
