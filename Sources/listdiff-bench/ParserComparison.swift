import Foundation
import ListDiffExchange

/// Parsing one file of records side by side: our parser (the whole JSON
/// value, and the snapshot as `listdiff` reads it), Python's `json.load`
/// (its C parser; timed inside Python with `time.perf_counter`, so the
/// interpreter's start is not counted) and `jq` (timed around its process).
/// A tool that is not installed is named as such instead of a figure.
enum ParserComparison {
    /// The table's lines, in Markdown.
    static func table(path: String, records: Int, runs: Int) -> [String] {
        let megabytes =
            Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_000_000
        var lines = [
            String(
                format: "Parsing one file of %@ records (%.0f MB), min / median of %d runs:", formatted(records),
                megabytes, runs),
            "",
            "| parser | time (ms) | MB/s (min) |",
            "|---|---|---|",
        ]
        func line(_ name: String, _ measurement: Measurement?) {
            guard let measurement else {
                lines.append("| \(name) | not installed | – |")
                return
            }
            let rate = megabytes / max(measurement.minimum.milliseconds / 1000, 1e-9)
            lines.append(String(format: "| %@ | %@ | %.0f |", name, ms(measurement), rate))
        }
        let loader = FixtureLoader(reader: InputReader())
        line(
            "ours: the JSON value (`JSONParser`, streamed)",
            measureKeeping(runs: runs) { try? loader.reader.json(at: path) })
        line(
            "ours: the snapshot, as `listdiff plan` reads it",
            measureKeeping(runs: runs) { try? loader.snapshot(at: path) })
        line("Python \(pythonVersion() ?? ""): `json.load`", python(path: path, runs: runs))
        line("`jq empty`", jq(["empty", path], runs: runs))
        line("`jq . > /dev/null`", jq([".", path], runs: runs))
        return lines
    }

    /// Times `body` as the Python script times `json.load`: a warm-up and
    /// then `runs` times, the result released after its clock stops, as
    /// the script's `del value` is.
    static func measureKeeping<Result>(runs: Int, _ body: () -> Result) -> Measurement {
        var kept: Result? = body()
        kept = nil
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<max(1, runs) {
            samples.append(clock.measure { kept = body() })
            blackHole(kept)
            kept = nil
        }
        return Measurement(samples: samples)
    }

    /// The path of an executable on `PATH`, or `nil`.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `executable` with `arguments`, standard output to `output` (or
    /// captured); the captured output, or `nil` if it failed.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], discardingOutput: Bool = false) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = discardingOutput ? FileHandle(forWritingAtPath: "/dev/null") : pipe
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = discardingOutput ? Data() : pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Python's version, such as `3.11.7`.
    static func pythonVersion() -> String? {
        guard let python = executable("python3") else { return nil }
        return run(python, ["-c", "import platform; print(platform.python_version())"])?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `json.load` of the file, a warm-up and then `runs` times, each timed
    /// inside Python.
    static func python(path: String, runs: Int) -> Measurement? {
        guard let python = executable("python3") else { return nil }
        let script = """
            import json, sys, time
            path, runs = sys.argv[1], int(sys.argv[2])
            times = []
            for round in range(runs + 1):
                start = time.perf_counter()
                with open(path, "rb") as file:
                    value = json.load(file)
                if round > 0:
                    times.append(time.perf_counter() - start)
                del value
            print(" ".join(repr(t) for t in times))
            """
        guard let output = run(python, ["-c", script, path, String(runs)]) else { return nil }
        let seconds = output.split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard seconds.count == runs else { return nil }
        return Measurement(samples: seconds.map { Duration.nanoseconds(Int64($0 * 1e9)) })
    }

    /// `jq` with `arguments`, its output discarded, a warm-up and then
    /// `runs` times, each timed around the process.
    static func jq(_ arguments: [String], runs: Int) -> Measurement? {
        guard let jq = executable("jq") else { return nil }
        var samples: [Duration] = []
        let clock = ContinuousClock()
        for round in 0...runs {
            var succeeded = false
            let duration = clock.measure { succeeded = run(jq, arguments, discardingOutput: true) != nil }
            guard succeeded else { return nil }
            if round > 0 { samples.append(duration) }
        }
        return Measurement(samples: samples)
    }
}
