import HeadlessViews
import Testing

@MainActor
@Suite("Sliders and steppers keep their value in range, as UIKit's do, and never stop the program")
struct ControlRangeTests {
    @Test("A slider's bounds push each other and clamp the value; NaN is refused")
    func slider() {
        let slider = HeadlessSlider(value: 0.5)
        slider.value = 3
        #expect(slider.value == 1)
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2 && slider.value == 2)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
        slider.value = .nan
        slider.minimumValue = .nan
        slider.maximumValue = .nan
        #expect(slider.value == -1 && slider.minimumValue == -1 && slider.maximumValue == -1)
        let crossed = HeadlessSlider(value: 9, minimumValue: 5, maximumValue: 1)
        #expect(crossed.minimumValue == 5 && crossed.maximumValue == 5 && crossed.value == 5)
    }

    @Test("A stepper's bounds and step: crossed bounds, a zero, negative or infinite step, NaN")
    func stepper() {
        let stepper = HeadlessStepper(value: 50, stepValue: 0)
        #expect(stepper.stepValue == 1)
        stepper.stepValue = -2
        stepper.stepValue = .infinity
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 1)
        stepper.stepValue = 30
        stepper.simulateIncrement()
        stepper.simulateIncrement()
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10)
        stepper.minimumValue = 20
        #expect(stepper.maximumValue == 20 && stepper.value == 20)
        let nanStepper = HeadlessStepper(value: .nan, minimumValue: .nan, maximumValue: 4)
        #expect(nanStepper.minimumValue == 0 && nanStepper.maximumValue == 4 && nanStepper.value == 0)
    }
}
