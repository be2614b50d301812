/// Stops the program with `message`: for a caller's mistake that UIKit
/// stops on too (a view added inside itself, a list changed while it
/// updates), which no error can be thrown for.
///
/// `fatalError`, which prints its message in every build: an optimized
/// build drops a `precondition`'s message and stops with no word. Checks of
/// the package's own invariants stay `precondition`s.
package func stopOnMisuse(
    _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) -> Never {
    fatalError(message(), file: file, line: line)
}
