import CommandLayer
import EvidenceKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum EvidenceCommands {
    static var all: [any ParsableCommand.Type] { [
        CollectCommand.self, VerifyCommand.self, TriageCommand.self, CommentCommand.self, GateCommand.self,
        XCResultCommand.self, LogsCommand.self, DiffCommand.self, HistoryCommand.self, RulesCommand.self,
    ] }
}

// Option values typed in the library: the layer validates them against their cases.
extension ArchiveCompression: ExpressibleByArgument {}
extension BinarySecretsPolicy: ExpressibleByArgument {}
extension SourcesPolicy: ExpressibleByArgument {}
extension TriageCategory: ExpressibleByArgument {}

/// `--format` of the reports triage and diff print.
enum ReportFormat: String, ExpressibleByArgument {
    case markdown, json
}

extension EvidenceError {
    /// The contract's exit status for this kind of failure.
    var status: ExitStatus {
        switch kind {
        case .malformedInput: .malformedInput
        case .inputUnavailable: .inputUnavailable
        case .outputFailed: .outputFailed
        case .usage: .usage
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
