import EvidenceTestSupport
import Foundation
import Testing

/// The log forms a pipeline hands over, as a user runs the commands: GitHub Actions' raw log
/// download (timestamped, CRLF) reads as the plain log in `logs`, `collect` and `triage`; a log piped
/// through xcbeautify is read and said to be one.
@Suite struct LogFormsCommandTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])
    static let sampleLog = TriageCommandTests.sampleRun + "/logs/xcodebuild-test.log"

    static func timestamped(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return "\u{FEFF}" + lines.map { "2026-08-13T12:07:23.2942834Z " + $0 + "\r\n" }.joined()
    }

    /// The sample run with its log as GitHub Actions gives it.
    func timestampedSampleRun(in directory: TemporaryDirectory) throws -> String {
        let run = directory.path("run")
        try FileManager.default.copyItem(atPath: TriageCommandTests.sampleRun, toPath: run)
        let log = try String(contentsOfFile: Self.sampleLog, encoding: .utf8)
        try Self.timestamped(log).write(toFile: run + "/logs/xcodebuild-test.log", atomically: true, encoding: .utf8)
        return run
    }

    @Test func aGitHubActionsRawLogReadsAsThePlainLog() throws {
        let directory = try TemporaryDirectory()
        let run = try timestampedSampleRun(in: directory)
        let plain = try EvidenceProcess.run(["logs", Self.sampleLog, "-f", "json"], environment: environment)
        let stamped = try EvidenceProcess.run(["logs", run + "/logs/xcodebuild-test.log", "-f", "json"], environment: environment)
        #expect(stamped.status == 0)
        #expect(stamped.standardOutput == plain.standardOutput.replacingOccurrences(of: Self.sampleLog, with: run + "/logs/xcodebuild-test.log"))
        #expect(!stamped.standardOutput.contains("2026-08-13T12:07:23"))
    }

    @Test func triageOfACollectedGitHubActionsRawLogIsTheSameAsOfThePlainOne() throws {
        let directory = try TemporaryDirectory()
        let run = try timestampedSampleRun(in: directory)
        var documents: [String] = []
        for (name, input) in [("plain.tgz", TriageCommandTests.sampleRun), ("stamped.tgz", run)] {
            let archive = directory.path(name)
            let collected = try EvidenceProcess.run(["collect", input, "--output", archive, "--commit", "0123abc"], environment: environment)
            #expect(collected.status == 0, "\(collected.standardError)")
            let triage = try EvidenceProcess.run(["triage", archive, "--format", "json"], environment: environment)
            #expect(triage.status == 0, "\(triage.standardError)")
            #expect(triage.standardError.isEmpty)
            documents.append(triage.standardOutput.replacingOccurrences(of: #""sha256" ?: ?"[0-9a-f]{64}""#, with: "SHA", options: .regularExpression))
        }
        #expect(documents[0].contains("\"failures\""))
        #expect(documents[1] == documents[0])
        #expect(!documents[1].contains("2026-08-13T12:07:23"))
    }

    @Test func logsAndTriageSayAFormattersOutputIsNotTheRawLog() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/xcodebuild-test.log", """
            [App] Compiling SyncJob.swift
            Test Suite 'SyncJobTests' started at 2026-08-13 12:07:23.101
                ✖ testRepeatedRunIsIdempotent, XCTAssertEqual failed: ("14") is not equal to ("7")
                ✔ testCursorIsCommitted (0.004 seconds)
            Tests Failed: 1 failed, 1 passed, 2 total (0.1 seconds)

            """)
        let note = "is xcbeautify's output, not the raw log: it keeps test names and messages but drops file:line, suites and what the app printed; "
            + "keep the raw log too (xcodebuild … | tee raw.log | xcbeautify) and give evidence that."
        let logs = try EvidenceProcess.run(["logs", log], environment: environment)
        #expect(logs.status == 0)
        #expect(logs.standardOutput == """
            failed: SyncJobTests/testRepeatedRunIsIdempotent
                XCTAssertEqual failed: ("14") is not equal to ("7")
            note: \(log) \(note)
            \(log): 2 tests, 1 passed, 1 failed, 0 skipped, 0 flaky; build succeeded; 0 of 5 lines unrecognised.

            """)
        let archive = directory.path("run.tgz")
        #expect(try EvidenceProcess.run(["collect", directory.path("in"), "--output", archive, "--commit", "0123abc"], environment: environment).status == 0)
        let triage = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(triage.status == 0)
        #expect(triage.standardError == "warning: logs/xcodebuild-test.log \(note)\n")
        #expect(triage.standardOutput.contains("- logs/xcodebuild-test.log \(note)"))
        #expect(triage.standardOutput.contains("SyncJobTests/testRepeatedRunIsIdempotent"))
    }
}
