import CommandLayer
import EvidenceKit
import Foundation

struct LogsCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument {
        case text, json
    }

    enum Options {
        static let format = Option<Format>.choice("format", "format", short: "f", help: "text or json.", default: .text)
    }

    static let configuration = CommandConfiguration(
        name: "logs",
        abstract: "Read a raw xcodebuild / swift test log or a JUnit file and print the test results it holds.",
        discussion: """
            Streams the log line by line (memory does not grow with its size) and prints each test's
            result, failure messages with file and line, crashes, skipped tests and build errors, each
            with the log line it came from. A JUnit XML file (recognised by its content) is read the same
            way. GitHub Actions' raw log download (a timestamp before every line) reads as the plain log;
            a log piped through xcbeautify or xcpretty is read for what it keeps, and a note says that
            the raw log holds the evidence. --format json prints the evidence.testrun/v1 document.
            """,
        arguments: [ArgumentSpec("file", help: "The log or JUnit file to read; - for standard input (piped or redirected; <(...) is streamed too).")],
        options: [Options.format.spec]
    )

    var path: String
    var json: Bool

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        json = arguments.value(for: Options.format) == .json
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        let report: TestRunReport
        var reader: TestLogReader?
        // A stream is read once: recognised from its first bytes as they go by.
        let input = try runReportingFailures { path == "-" ? try FileReader.standardInput(context.standardInput) : try FileReader(path: path) }
        // Standard input redirected from a file is a regular file too, but not at the path `-`.
        if path == "-" || !input.isRegularFile {
            (report, reader) = try runReportingFailures { try LogStreamReader.read(input, name: path == "-" ? "standard input" : path) }
        } else if EvidenceRecognizer.kind(ofFileNamed: (path as NSString).lastPathComponent, prefix: try runReportingFailures({ try FileReader.prefix(of: path, count: EvidenceRecognizer.prefixLength) })) == .junit {
            report = try runReportingFailures { try JUnitReader.read(path: path) }
        } else {
            (report, reader) = try runReportingFailures { try TestLogReader.read(path: path) }
        }
        if json {
            // Streamed in chunks: the document of a big log is never whole in memory.
            let write = output.standardOutput
            var json = JSONStreamWriter { write(String(decoding: $0, as: UTF8.self)) }
            TestRunReportJSON.write(report, unrecognizedLines: reader?.unrecognizedLineCount, to: &json)
            json.finish(trailer: "\n")
            return .success
        }
        for position in report.tests.indices where report.tests.status(at: position) != .passed {
            let result = report.tests[position]
            output.print("\(result.status.rawValue): \(result.id)")
            for issue in result.issues { output.print("    \(Self.placed(issue))") }
        }
        // The simulator's or the runner's failure is the run's, not the build's: said once.
        let (infrastructure, others) = TestInfrastructure.partition(report.build.errors + report.unattributedIssues)
        for issue in others where report.build.errors.contains(issue) { output.print("build error: \(Self.placed(issue))") }
        for issue in TestInfrastructure.distinct(infrastructure) { output.print("test infrastructure: \(issue.message)") }
        for issue in others where !report.build.errors.contains(issue) { output.print("outside any test: \(issue.message)") }
        if let note = reader?.formattedOutputNote { output.print("note: \(note)") }
        let notKept = report.failuresNotKept
        if notKept.count > 0 { output.print(Self.notKeptLine(notKept)) }
        let count = { (status: TestStatus) in report.tests.count(of: status) + (status == .failed ? notKept.count : 0) }
        let build = report.build.succeeded.map { $0 ? "succeeded" : "failed" } ?? "unknown"
        output.print("\(path): \(counted(report.tests.count + notKept.count, "test")), \(count(.passed)) passed, \(count(.failed)) failed, \(count(.skipped)) skipped, \(count(.flaky)) flaky; build \(build)" + (reader.map { "; \($0.unrecognizedLineCount) of \(counted($0.lineCount, "line")) unrecognised" } ?? "") + ".")
        return .success
    }

    /// The failed tests the reader counted but did not keep, by suite (the ten with the most).
    static func notKeptLine(_ notKept: FailuresNotKept) -> String {
        let suites = notKept.bySuite
        var parts = suites.prefix(10).map { "\($0.suite) \($0.count)" }
        let rest = suites.dropFirst(10).reduce(notKept.otherSuites) { $0 + $1.count }
        if rest > 0 { parts.append("other suites \(rest)") }
        return "and \(notKept.count) more failed tests, grouped: counted by suite, not kept (only the first "
            + "\(TestResultCollector.maximumFailedTests) are listed): \(parts.joined(separator: ", "))"
    }

    /// `file:line: message`, the message's first line.
    static func placed(_ issue: TestIssue) -> String {
        let place = issue.location.map { "\($0.file):\($0.line)\($0.column.map { ":\($0)" } ?? ""): " } ?? ""
        return "\(place)\(issue.message.split(separator: "\n").first ?? "")"
    }
}
