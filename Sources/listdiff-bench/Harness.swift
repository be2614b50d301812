import Foundation

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times a closure: warm-up, then `runs` timed runs, one after another.
struct Measurement {
    var samples: [Duration]

    var minimum: Duration { samples.min() ?? .zero }
    var median: Duration {
        let sorted = samples.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    /// Runs each body once per round, a warm-up round first, and returns
    /// the durations each body reports (it times what it wants, leaving its
    /// set-up out), as one measurement per body. Alternating rounds let the
    /// machine's noise hit every body alike.
    static func alternating(runs: Int, warmUp: Int = 1, _ bodies: [() -> Duration]) -> [Measurement] {
        var samples = Array(repeating: [Duration](), count: bodies.count)
        for round in 0..<(warmUp + max(1, runs)) {
            for (index, body) in bodies.enumerated() {
                let duration = body()
                if round >= warmUp { samples[index].append(duration) }
            }
        }
        return samples.map { Measurement(samples: $0) }
    }

    static func of(runs: Int, warmUp: Int = 1, _ body: () -> Void) -> Measurement {
        for _ in 0..<warmUp { body() }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<max(1, runs) {
            samples.append(clock.measure(body))
        }
        return Measurement(samples: samples)
    }
}

extension Duration {
    /// Milliseconds as a Double.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}

/// Peak resident memory growth while running a closure, from the kernel's
/// high-water mark (reset through /proc/self/clear_refs).
enum PeakMemory {
    static func growth(_ body: () -> Void) -> Int? {
        guard let before = residentBytes(), reset() else { body(); return nil }
        body()
        guard let peak = peakBytes() else { return nil }
        return max(0, peak - before)
    }

    /// Resets the high-water mark to the current resident size.
    static func reset() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    static func residentBytes() -> Int? { statusField("VmRSS:") }
    static func peakBytes() -> Int? { statusField("VmHWM:") }

    static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let number = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap {
                Int($0)
            }
            return number.map { $0 * 1024 }
        }
        return nil
    }
}

/// glibc's `mallopt`, which the Glibc module does not export.
@_silgen_name("mallopt")
func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
