import Foundation

/// Runs the built `evidence` binary as a user would, capturing its exit status and output.
public struct EvidenceProcess {
    public struct Outcome {
        public var status: Int32
        public var standardError: String
        /// Standard output as bytes, for tools that write binary data.
        public var standardOutputBytes: [UInt8] = []
        /// Standard output as text, decoded when asked for: decoding binary output (a decompressed
        /// archive) repairs every invalid byte, and each repair is a thrown error for which Swift
        /// Testing captures a backtrace — seconds for a few MB.
        public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    }

    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, in directory: String? = nil
    ) throws -> Outcome {
        try run(executable: TestPaths.evidenceBinary, arguments, environment: environment, in: directory)
    }

    /// How long a run may take before it is killed: a command that hangs fails its test with a
    /// sentence instead of holding the whole suite (`EVIDENCE_TEST_PROCESS_TIMEOUT` seconds, else 300).
    public static let timeout: Double = ProcessInfo.processInfo.environment["EVIDENCE_TEST_PROCESS_TIMEOUT"].flatMap(Double.init) ?? 300

    /// Runs any program (e.g. `/usr/bin/env` with a tool's name first) the same way; killed after `timeout`.
    public static func run(
        executable: String, _ arguments: [String], environment: [String: String]? = nil, in directory: String? = nil, timeout: Double = timeout
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        final class Flag: @unchecked Sendable {
            private let lock = NSLock()
            private var value = false
            var raised: Bool {
                get { lock.withLock { value } }
                set { lock.withLock { value = newValue } }
            }
        }
        let killed = Flag()
        let watchdog = DispatchWorkItem {
            guard process.isRunning else { return }
            killed.raised = true
            kill(process.processIdentifier, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        // Drain both pipes concurrently so a chatty child cannot block on a full pipe.
        final class Box: @unchecked Sendable { var data = Data() }
        let errorBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errorData = errorBox.data
        process.waitUntilExit()
        let note = killed.raised ? "\n[EvidenceProcess] killed after \(Int(timeout)) s: `\(([executable] + arguments).joined(separator: " "))` did not finish.\n" : ""
        return Outcome(
            status: process.terminationStatus,
            standardError: String(decoding: errorData, as: UTF8.self) + note,
            standardOutputBytes: Array(outputData))
    }

    /// A clean environment: no CI variables leak from the machine running the tests.
    public static func cleanEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        for (key, value) in extra { environment[key] = value }
        return environment
    }
}
