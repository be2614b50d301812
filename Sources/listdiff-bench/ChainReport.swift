import Foundation

/// The lines of a chain scenario (issue 9's chain of views, built by the
/// solver or by the layout DSL): for each count, the build and the width
/// changes with their cost per view; then how the cost per view grows from
/// the first count to the second.
enum ChainReport {
    /// Measures the chain at each of `counts` with `measure` and words the
    /// figures.
    ///
    /// - Parameters:
    ///   - name: The scenario's name, such as `solver chain`.
    ///   - build: What the build does, such as `build and solve`.
    ///   - change: What a width change does, such as `width changes`.
    ///   - counts: The two chain lengths.
    ///   - changes: How many width changes one sample makes.
    ///   - target: Appended to the growth line, such as ` (target ≤ 1.50×)`.
    ///   - measure: The build and the width changes of a chain of a count.
    /// - Returns: The lines to print.
    static func lines(
        _ name: String, build: String, change: String, counts: [Int], changes: Int, target: String = "",
        measure: (Int) -> (build: Measurement, resize: Measurement)
    ) -> [String] {
        var lines: [String] = []
        var perView: [Int: (build: Double, resize: Double)] = [:]
        for count in counts {
            let (built, resized) = measure(count)
            let buildPerView = built.minimum.milliseconds * 1_000 / Double(count)
            let resizePerView = resized.minimum.milliseconds * 1_000 / Double(count * changes)
            perView[count] = (buildPerView, resizePerView)
            lines.append(
                "\(name) of \(count) views: \(build) "
                    + String(
                        format: "%.2f / %.2f ms (%.3f µs per view); ", built.minimum.milliseconds,
                        built.median.milliseconds, buildPerView)
                    + "\(changes) \(change) "
                    + String(
                        format: "%.2f / %.2f ms (%.4f µs per view per change)", resized.minimum.milliseconds,
                        resized.median.milliseconds, resizePerView))
        }
        if counts.count == 2, let small = perView[counts[0]], let large = perView[counts[1]] {
            lines.append(
                "\(name) growth per view from \(counts[0]) to \(counts[1]) views: "
                    + String(
                        format: "build %.2f×, width change %.2f×", large.build / small.build,
                        large.resize / small.resize) + target)
        }
        return lines
    }
}
