/// A misuse of the CellModels API that is caught when it happens, not later.
///
/// Every throwing function of the module throws this type, with typed throws:
///
/// ```swift
/// do {
///     try $age.bindTwoWay(with: stepper, \.value, transformer: .init { Double($0) })
/// } catch {
///     print(error)  // binding two-way needs a transformer with a reverse ...
/// }
/// ```
public enum CellModelsError: Error, Hashable, Sendable {
    /// A debounced observer was given a negative interval.
    case negativeDebounceInterval(Duration)

    /// A delay in seconds was negative, infinite or not a number.
    case invalidDelay(Double)

    /// A transformer without a reverse was used where a view's value must be
    /// turned back into the model's (a two-way binding, a binding from a view,
    /// or pulling the view's value when binding). The payload names the
    /// transformer.
    case irreversibleTransformer(String)

    /// A cell model was asked to configure a cell of another type. The payloads
    /// are the expected and the actual cell type names.
    case cellTypeMismatch(expected: String, found: String)
}

extension CellModelsError: CustomStringConvertible {
    /// A one-line message that quotes the input and says what was expected.
    public var description: String {
        switch self {
        case .negativeDebounceInterval(let interval):
            "debounce interval: expected zero or more, found \(interval)"
        case .invalidDelay(let seconds):
            "delay: expected a finite number of seconds, zero or more, found \(seconds)"
        case .irreversibleTransformer(let name):
            "transformer '\(name)': expected a reverse to turn the view's value into the model's, found none"
                + " (bind it one-way, to the view)"
        case .cellTypeMismatch(let expected, let found):
            "configure: expected a cell of type \(expected), found \(found)"
        }
    }
}
