import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The bytes users get — archives, reports, comments, JSON — stay the same when the code is
/// restructured. Each output's SHA-256 and size are kept in a reference file beside the test (one
/// line per output, so a mismatch names the command); `EVIDENCE_RECORD_SNAPSHOTS=1` rewrites it
/// when a change of output is intended.
@Suite struct OutputStabilityTests {
    static let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    /// One output: its name in the reference file, and the command that makes it (its standard
    /// output, or the file it writes when `file` is set).
    struct Output {
        var name: String
        var arguments: [String]
        var file: String?
        /// Run in this directory, with standard error appended (what the gate prints is there).
        var directory: String?
    }

    static func digests(of outputs: [Output]) throws -> String {
        var lines: [String] = []
        for output in outputs {
            let outcome = try EvidenceProcess.run(output.arguments, environment: environment, in: output.directory)
            var bytes = try output.file.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: $0))) } ?? outcome.standardOutputBytes
            if output.directory != nil { bytes += Array(outcome.standardError.utf8) }
            lines.append("\(output.name) exit \(outcome.status) \(bytes.count) bytes \(SHA256Hasher.hex(of: bytes))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func expectUnchanged(_ outputs: [Output], named name: String) throws {
        if let mismatch = Snapshot.mismatch(try digests(of: outputs), named: name) { Issue.record(Comment(rawValue: mismatch)) }
    }

    /// Every command on the sample run shipped in the repository (so a bare clone checks it too).
    @Test func theSampleRunsOutputsAreByteForByteAsRecorded() throws {
        let directory = try TemporaryDirectory()
        let sample = TriageCommandTests.sampleRun, checkout = TriageCommandTests.sampleCheckout
        let gzip = directory.path("run.tgz"), zstd = directory.path("run.tar.zst"), plain = directory.path("run.tar")
        let app = "Build/Products/Debug-iphonesimulator/BackgroundSyncApp.app"
        try Self.expectUnchanged([
            Output(name: "collect-gzip", arguments: ["collect", sample, "-o", gzip, "--commit", "0000000", "--project-root", checkout], file: gzip),
            Output(name: "collect-zstd", arguments: ["collect", sample, "-o", zstd, "--commit", "0000000", "--project-root", checkout], file: zstd),
            Output(name: "collect-none", arguments: ["collect", sample, "-o", plain, "--commit", "0000000", "--threads", "1", "--project-root", checkout], file: plain),
            Output(name: "verify", arguments: ["verify", "run.tgz"], directory: directory.path),
            Output(name: "triage-markdown", arguments: ["triage", gzip]),
            Output(name: "triage-json", arguments: ["triage", gzip, "--format", "json"]),
            Output(name: "triage-terminal", arguments: ["triage", gzip, "--color", "always"]),
            Output(name: "comment", arguments: ["comment", gzip]),
            Output(name: "comment-small", arguments: ["comment", gzip, "--max-chars", "3000"]),
            Output(name: "diff-json", arguments: ["diff", gzip, zstd, "--format", "json"]),
            Output(name: "logs", arguments: ["logs", "logs/xcodebuild-test.log"], directory: sample),
            Output(name: "logs-json", arguments: ["logs", "logs/xcodebuild-test.log", "--format", "json"], directory: sample),
            Output(name: "gate", arguments: ["gate", "--app", app, "--diagnostics", "diagnostics/registration.jsonl"], directory: sample),
            Output(name: "rules", arguments: ["rules"]),
        ], named: "sample-run-output-digests.txt")
    }

    /// The same over real public data: result bundles (one whose build failed), raw logs, JUnit, a plist.
    @Test(.requiresSharedFixtures) func realFixturesOutputsAreByteForByteAsRecorded() throws {
        let directory = try TemporaryDirectory()
        let archive = directory.path("run.tgz")
        // Paths relative to the fixtures, so what the commands print does not depend on where the
        // clone is.
        let fixtures = SharedFixtures.directory
        let bundle = "xcresult/fastlane__Xcode26-Mixed-XCTest-SwiftTesting.xcresult"
        let log = "logs/xcbeautify__MixedTestLog_6_0_macOS.txt"
        let inputs = RenderedReportTests.fixtures.map(TestPaths.fixture)
        try Self.expectUnchanged([
            // No sources: the fixtures' checkouts are not here (and the clone's is not theirs).
            Output(name: "collect", arguments: ["collect"] + inputs + ["-o", archive, "--commit", "0000000", "--sources", "none"], file: archive),
            Output(name: "verify", arguments: ["verify", "run.tgz"], directory: directory.path),
            Output(name: "triage-markdown", arguments: ["triage", archive]),
            Output(name: "triage-json", arguments: ["triage", archive, "--format", "json"]),
            Output(name: "comment", arguments: ["comment", archive]),
            Output(name: "xcresult", arguments: ["xcresult", bundle], directory: fixtures),
            Output(name: "xcresult-json", arguments: ["xcresult", bundle, "--format", "json"], directory: fixtures),
            Output(name: "xcresult-database", arguments: ["xcresult", "xcresult/xcresultparser__resultWithCompileError.xcresult", "--format", "json"], directory: fixtures),
            Output(name: "logs", arguments: ["logs", log], directory: fixtures),
            Output(name: "logs-json", arguments: ["logs", log, "--format", "json"], directory: fixtures),
            Output(name: "junit-logs-json", arguments: ["logs", "logs/muter__testRunWithFailures_swift.log", "--format", "json"], directory: fixtures),
        ], named: "fixtures-output-digests.txt")
    }
}
