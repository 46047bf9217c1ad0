import EvidenceCore

/// The test process died: `Child process terminated with signal 5: Trace/BPT trap`,
/// `Exited with signal code 4`, `error: tests exited with '133'`, `Terminating app due to uncaught exception …`.
struct ProcessTerminatedLine {
    static let prefixes: [[UInt8]] = [
        [UInt8](ascii: "Child process terminated with signal"),
        [UInt8](ascii: "Exited with signal code"),
        [UInt8](ascii: "error: tests exited with"),
        [UInt8](ascii: "*** Terminating app due to uncaught exception"),
    ]

    let message: String

    init?(_ line: LogLine) {
        guard Self.prefixes.contains(where: { line.hasPrefix($0) }) else { return nil }
        message = line.text
    }
}
