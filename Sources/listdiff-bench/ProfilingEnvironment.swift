import Foundation

/// Reads the benchmark's profiling knobs: environment variables that hold
/// whole numbers separated by commas, such as `LISTDIFF_CHAIN=10000,0,1`,
/// or one word of a few, such as `LISTDIFF_12P=up`.
///
/// A knob that is unset or malformed is ignored as a whole (the scenario
/// runs with its defaults), never half read: `1,x,3` is not `[1, 3]`, and a
/// negative count never reaches a range.
enum ProfilingEnvironment {
    /// The numbers `name` holds, or nil when it is unset, empty, or any part
    /// of it is not a whole number of at least 0.
    static func counts(_ name: String) -> [Int]? {
        guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else { return nil }
        var numbers: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// The one positive number `name` holds, or nil when it is unset or
    /// holds anything else.
    static func positiveCount(_ name: String) -> Int? {
        guard let numbers = counts(name), numbers.count == 1, numbers[0] > 0 else { return nil }
        return numbers[0]
    }

    /// The word `name` holds when it is one of `words`, or nil when it is
    /// unset or holds any other: a misspelt choice gives the default, and
    /// the line that names the choice names the one that ran.
    static func choice(_ name: String, among words: Set<String>) -> String? {
        guard let word = ProcessInfo.processInfo.environment[name], words.contains(word) else { return nil }
        return word
    }
}
