import EvidenceCLI
import EvidenceKit
import Foundation

/// Runs `evidence` as a test needs it: in this process by default (`run`: `EvidenceCommandLine.run`,
/// given the environment, the working directory and pipes for its output, as the executable is
/// given its own), or as the built binary (`launch`) where the test is about the process itself:
/// exit codes through a shell, signals, pipes and standard input, the binary's own `--help`.
/// Either way, the exit status and the output, and a run that hangs fails its test after `timeout`.
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

    /// Runs `evidence` in this process, as a process started in `directory` (default: this one's)
    /// with `environment` (default: this one's) and standard input from /dev/null would run it.
    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, in directory: String? = nil, timeout: Double = timeout
    ) throws -> Outcome {
        _ = processSetUp
        let workingDirectory = directory.map { URL(fileURLWithPath: $0).path } ?? FileManager.default.currentDirectoryPath
        // A directory not this process's needs a thread of its own there; where the system has no
        // such thing, the binary is started there instead.
        if workingDirectory != FileManager.default.currentDirectoryPath, !EvidenceCommandLine.runsInAnyDirectory {
            return try launch(arguments, environment: environment, in: directory, timeout: timeout)
        }
        return try InProcessRun.run(
            arguments, environment: environment ?? ProcessInfo.processInfo.environment, workingDirectory: workingDirectory, timeout: timeout)
    }

    /// Starts the built binary, as a user would; killed after `timeout`.
    public static func launch(
        _ arguments: [String], environment: [String: String]? = nil, in directory: String? = nil, timeout: Double = timeout
    ) throws -> Outcome {
        try run(executable: TestPaths.evidenceBinary, arguments, environment: environment, in: directory, timeout: timeout)
    }

    /// What the executable's `main` sets up for the whole process before its one command, done once
    /// for this process's many: the locale libarchive reads names in. (The malloc arenas are the
    /// binary's concern alone; SIGPIPE cannot reach a run here, whose pipes are read to their end;
    /// the signal handlers that remove a temporary output are the executable's.)
    static let processSetUp: Void = UTF8Locale.ensure()

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
        // The watchdog and the drain of standard error run on threads of their own, not Dispatch's global pool:
        // the suite's parallel tests can hold every thread of that pool, and a watchdog queued there fired only
        // once the hung command had ended by itself (a 0.5 s timeout taking 30 s on two cores).
        let finished = DispatchSemaphore(value: 0)
        Thread {
            guard finished.wait(timeout: .now() + timeout) == .timedOut, process.isRunning else { return }
            killed.raised = true
            kill(process.processIdentifier, SIGKILL)
        }.start()
        defer { finished.signal() }
        // Drain both pipes concurrently so a chatty child cannot block on a full pipe.
        final class Box: @unchecked Sendable { var data = Data() }
        let errorBox = Box()
        let errorDrained = DispatchSemaphore(value: 0)
        Thread {
            errorBox.data = error.fileHandleForReading.readDataToEndOfFile()
            errorDrained.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorDrained.wait()
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
