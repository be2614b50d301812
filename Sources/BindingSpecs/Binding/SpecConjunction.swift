import CellModels

/// The AND of a spec binding's terms, written when any term changes.
@MainActor
final class SpecConjunction {
    private var values: [Bool?]
    private let write: (Bool) -> Void

    init(count: Int, write: @escaping (Bool) -> Void) {
        values = Array(repeating: nil, count: count)
        self.write = write
    }

    /// Sets a term; once every term has a value, writes their AND.
    func set(_ value: Bool, at index: Int) {
        values[index] = value
        guard !values.contains(nil) else { return }
        write(!values.contains(false))
    }
}
