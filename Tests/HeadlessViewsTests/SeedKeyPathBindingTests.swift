import CellModels
import HeadlessViews
import Testing

/// Seed 000, the key-path data-binding view model: `<-`, `<->`, `<~` and
/// `<~>` on a model's key paths, `update(_:with:)` and `unbind(_:)`, with the
/// seed's names and in the seed's order. `KPDataBindingViewModel` is
/// `ValueViewModel`, created with its first model.
@MainActor
@Suite("Seed 000: key-path data binding")
struct SeedKeyPathBindingTests {
    struct User {
        var aString: String?
        var aButtonTitle: String?
        var aInt = 0
        var isOn = false
        var isSelected = false
        var aFloat = 0.0
        var aDouble = 0.0
        var age = 0
    }

    @Test("One-way: a String? shown in a label and a button's title")
    func oneWay() {
        let uiLabel = HeadlessLabel(), uiButton = HeadlessButton()
        let userViewModel = ValueViewModel(User())
        userViewModel.bind(
            User(),
            [
                uiLabel <- \User.aString,
                uiButton <- \User.aButtonTitle,
            ])
        userViewModel.update(\.aString, with: "A new text")
        #expect(userViewModel.model.aString == "A new text")
        #expect(uiLabel.text == "A new text")
        userViewModel.update(\.aButtonTitle, with: "A new text")
        #expect(userViewModel.model.aButtonTitle == "A new text")
        #expect(uiButton.title == "A new text")
    }

    @Test("One-way with a format: \"Your Age: 1\"")
    func oneWayFormat() {
        let uiLabel = HeadlessLabel()
        let userViewModel = ValueViewModel(User())
        // The seed's `(\User.aInt, toLabel: { ... })` is a key path and a
        // format into the label's text here.
        userViewModel.bind(User(), [(uiLabel, \.text) <~ (\User.aInt, { "Your Age: \($0)" })])
        userViewModel.update(\.aInt, with: 1)
        #expect(userViewModel.model.aInt == 1)
        #expect(uiLabel.text == "Your Age: 1")
    }

    @Test("Two-way: view and model values are equal, both ways")
    func twoWay() {
        let uiTextField = HeadlessTextField(), uiSwitcher = HeadlessSwitch(), uiButton = HeadlessButton()
        let uiSlider = HeadlessSlider(), uiSteper = HeadlessStepper(maximumValue: 10)
        let initialData = User(aString: "text", isOn: true, isSelected: true, aFloat: 0.5, aDouble: 2)
        let userViewModel = ValueViewModel(User())
        userViewModel.bind(
            initialData,
            [
                uiTextField <-> \User.aString,
                uiSwitcher <-> \User.isOn,
                // A button's default property is its title: its selection
                // is named.
                (uiButton, \.isSelected) <-> \User.isSelected,
                uiSlider <-> \User.aFloat,
                uiSteper <-> \User.aDouble,
            ])
        #expect(userViewModel.model.aString == uiTextField.text)
        #expect(userViewModel.model.isOn == uiSwitcher.isOn)
        #expect(userViewModel.model.isSelected == uiButton.isSelected)
        #expect(userViewModel.model.aFloat == uiSlider.value)
        #expect(userViewModel.model.aDouble == uiSteper.value)

        // A text field's text is "" for a nil model value.
        userViewModel.update(\.aString, with: nil)
        #expect(userViewModel.model.aString == nil)
        #expect(uiTextField.text == "")
        userViewModel.update(\.aString, with: "A new String")
        #expect(userViewModel.model.aString == "A new String")
        #expect(uiTextField.text == "A new String")

        uiTextField.simulateTyping("!")
        uiSwitcher.simulateToggle()
        uiSlider.simulateSliding(to: 0.25)
        uiSteper.simulateIncrement()
        #expect(userViewModel.model.aString == "A new String!")
        #expect(userViewModel.model.isOn == false)
        #expect(userViewModel.model.aFloat == 0.25)
        #expect(userViewModel.model.aDouble == 3)
    }

    @Test("Format and type cast both ways: a stepper's Double and the model's Int")
    func twoWayCast() {
        let ageSteper = HeadlessStepper(maximumValue: 10)
        let userViewModel = ValueViewModel(User())
        userViewModel.bind(
            User(), [ageSteper <~> (\User.age, { $0.value = Double($1) }, { view, _ in Int(view.value) })])
        userViewModel.update(\.age, with: 1)
        #expect(userViewModel.model.age == 1)
        #expect(ageSteper.value == Double(1))
        // The stepper's value changed to 3.0.
        ageSteper.simulateIncrement()
        ageSteper.simulateIncrement()
        #expect(ageSteper.value == 3)
        #expect(userViewModel.model.age == Int(3.0))
    }

    @Test("Unbind: the model's updates no longer reach the view")
    func unbind() {
        let uiLabel = HeadlessLabel()
        let userViewModel = ValueViewModel(User())
        userViewModel.bind(User(), [uiLabel <- \User.aString])
        userViewModel.update(\User.aString, with: "A new Name")
        #expect(uiLabel.text == "A new Name")
        userViewModel.unbind(\User.aString)
        userViewModel.update(\User.aString, with: "Tonny")
        #expect(userViewModel.model.aString == "Tonny" && uiLabel.text == "A new Name")
    }
}
