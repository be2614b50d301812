import ConstraintSolver
import Foundation
import Oracles

/// The constraint solver's long edit sessions: ``SolverSession`` (500
/// variables, 1,000 constraints, 5 strong edit variables), its suggestions
/// replayed with an update after each, timed from a freshly built solver,
/// then replayed again to measure the distance from the optimum.
///
/// Prints `solver long session <n> suggestions …: <min> / <median> µs …`
/// lines, which `Benchmarks/kiwi.sh` reads. With `--solver-session DIR` it
/// also writes each session to `DIR/session-<n>.txt` (see
/// ``SolverSession/text``) followed by `check OBJECTIVE` lines, a fresh
/// solver's optimum after every checked suggestion, for Kiwi's replay.
enum SolverSessionScenario {
    static let variables = 500
    static let constraints = 1_000
    static let edits = 5

    static func notes(quick: Bool, runs: Int) -> [String] {
        guard wanted("solver long session") else { return [] }
        let directory = CommandLine.arguments.firstIndex(of: "--solver-session").flatMap {
            CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
        }
        var notes: [String] = []
        for count in quick ? [100, 1_000] : [1_000, 10_000] {
            let session = SolverSession(
                variables: variables, constraints: constraints, edits: edits, suggestions: count, seed: 1)
            let clock = ContinuousClock()
            var samples: [Duration] = []
            for run in 0..<(1 + max(5, count >= 10_000 ? 5 : runs)) {
                var solver = try! session.makeSolver()
                let edited = session.editVariables.map { session.variable($0) }
                let duration = clock.measure {
                    for suggestion in session.suggestions {
                        try! solver.suggestValue(suggestion.value, for: edited[suggestion.edit])
                        solver.updateVariables()
                    }
                }
                blackHole(solver)
                if run > 0 { samples.append(duration) }
            }
            let measurement = Measurement(samples: samples)
            let (distance, violation, checks) = accuracy(of: session, every: count / 10, writingTo: directory)
            notes.append(
                String(
                    format:
                        "solver long session %d suggestions (%d variables, %d constraints, %d strong edits): %.1f / %.1f µs; distance from the optimum %.1e, required held to %.1e (%d checks)",
                    count, variables, constraints, edits, SolverScenario.microseconds(measurement.minimum),
                    SolverScenario.microseconds(measurement.median), distance, violation, checks))
        }
        return notes
    }

    /// Replays the session, comparing every `every`-th answer with a fresh
    /// solver's: the largest relative distance of the objective from the
    /// fresh optimum, the largest required violation, the number of checks.
    static func accuracy(of session: SolverSession, every: Int, writingTo directory: String?) -> (Double, Double, Int) {
        var solver = try! session.makeSolver()
        var suggested = [Double](repeating: 0, count: session.editVariables.count)
        var distance = 0.0
        var violation = 0.0
        var text = session.text
        var checks = 0
        for (index, suggestion) in session.suggestions.enumerated() {
            try! solver.suggestValue(suggestion.value, for: session.variable(session.editVariables[suggestion.edit]))
            solver.updateVariables()
            suggested[suggestion.edit] = suggestion.value
            guard (index + 1) % max(1, every) == 0 else { continue }
            let optimum = try! session.makeSolver(suggesting: suggested).objectiveValue
            distance = max(distance, (solver.objectiveValue - optimum) / max(1, optimum))
            violation = max(violation, solver.largestRequiredViolation())
            text += "check \(index + 1) \(optimum)\n"
            checks += 1
        }
        if let directory {
            let path = "\(directory)/session-\(session.suggestions.count).txt"
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                fatalError("cannot write \(path)")
            }
        }
        return (distance, violation, checks)
    }
}
