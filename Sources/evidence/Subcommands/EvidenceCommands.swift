import CommandLayer
import EvidenceKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum EvidenceCommands {
    static let all: [any ParsableCommand.Type] = [
        CollectCommand.self, VerifyCommand.self, TriageCommand.self, CommentCommand.self, GateCommand.self,
        XCResultCommand.self, LogsCommand.self, DiffCommand.self, HistoryCommand.self, RulesCommand.self,
    ]
}

extension TextOutput {
    /// The process's stdout and stderr. Written as bytes (not `fputs`, which stops at a NUL that
    /// untrusted text may hold).
    static var standard: TextOutput {
        TextOutput(
            standardOutput: { text in write(text, to: stdout) },
            standardError: { text in write(text, to: stderr) })
    }

    private static func write(_ text: String, to stream: UnsafeMutablePointer<FILE>?) {
        var text = text
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stream) }
        fflush(stream)
    }
}

extension EvidenceError {
    /// The contract's exit status for this kind of failure.
    var status: Int32 {
        switch kind {
        case .malformedInput: 65
        case .inputUnavailable: 66
        case .outputFailed: 74
        case .usage: 64
        }
    }

    var commandFailure: CommandFailure { CommandFailure(status: status, message: message) }
}

/// Runs library work, turning its errors into the contract's exit statuses.
func runReportingFailures<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as EvidenceError {
        throw error.commandFailure
    }
}

/// "1 entry", "2 entries": a count with its noun in the right number.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// "1.2 MB" style sizes for summaries.
func byteCount(_ bytes: Int64) -> String {
    let units = ["bytes", "KB", "MB", "GB", "TB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1000, unit < units.count - 1 {
        value /= 1000
        unit += 1
    }
    guard unit > 0 else { return "\(bytes) bytes" }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
}
