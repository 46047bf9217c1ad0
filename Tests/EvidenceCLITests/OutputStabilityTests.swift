import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The bytes users get — archives, reports, comments, JSON — stay the same when the code is
/// restructured. Each text output is pinned as a text snapshot of its own (a change shows as a unified
/// diff); an archive, whose bytes are not text, by its SHA-256 and size. An index beside them names
/// every output with its exit status (and, for an archive, its digest), so a change of either names
/// the command. `EVIDENCE_RECORD_SNAPSHOTS=1` rewrites them when a change of output is intended. The
/// sample run's and the fixtures' Markdown reports and comments are pinned once, by
/// `TriageCommandTests` and `RenderedReportTests`.
@Suite struct OutputStabilityTests {
    static let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    /// One output: its name in the index, the command that makes it (its standard output, or the
    /// file it writes when `file` is set), and the text snapshot that pins it (nil: an archive, pinned
    /// by its digest).
    struct Output {
        var name: String
        var arguments: [String]
        var file: String?
        /// Run in this directory, with standard error appended (what the gate prints is there).
        var directory: String?
        var snapshot: String?
    }

    /// Runs each output's command; checks each text output against its snapshot and returns the index.
    static func index(of outputs: [Output]) throws -> String {
        var lines: [String] = []
        for output in outputs {
            let outcome = try EvidenceProcess.run(output.arguments, environment: environment, in: output.directory)
            var bytes = try output.file.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: $0))) } ?? outcome.standardOutputBytes
            if output.directory != nil { bytes += Array(outcome.standardError.utf8) }
            guard let snapshot = output.snapshot else {
                lines.append("\(output.name) exit \(outcome.status) \(bytes.count) bytes \(SHA256Hasher.hex(of: bytes))")
                continue
            }
            lines.append("\(output.name) exit \(outcome.status) text \(snapshot)")
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(Array(text.utf8) == bytes, "\(output.name) is not UTF-8 text")
            if let mismatch = Snapshot.mismatch(text, named: snapshot) { Issue.record(Comment(rawValue: mismatch)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func expectUnchanged(_ outputs: [Output], named name: String) throws {
        if let mismatch = Snapshot.mismatch(try index(of: outputs), named: name) { Issue.record(Comment(rawValue: mismatch)) }
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
            Output(name: "verify", arguments: ["verify", "run.tgz"], directory: directory.path, snapshot: "sample-verify.txt"),
            Output(name: "triage-json", arguments: ["triage", gzip, "--format", "json"], snapshot: "sample-triage.json"),
            Output(name: "triage-terminal", arguments: ["triage", gzip, "--color", "always"], snapshot: "sample-triage-terminal.txt"),
            Output(name: "comment-small", arguments: ["comment", gzip, "--max-chars", "3000"], snapshot: "sample-comment-small.md"),
            Output(name: "diff-json", arguments: ["diff", gzip, zstd, "--format", "json"], snapshot: "sample-diff.json"),
            Output(name: "logs", arguments: ["logs", "logs/xcodebuild-test.log"], directory: sample, snapshot: "sample-logs.txt"),
            Output(name: "logs-json", arguments: ["logs", "logs/xcodebuild-test.log", "--format", "json"], directory: sample, snapshot: "sample-logs.json"),
            Output(name: "gate", arguments: ["gate", "--app", app, "--diagnostics", "diagnostics/registration.jsonl"], directory: sample, snapshot: "sample-gate.txt"),
            Output(name: "rules", arguments: ["rules"], snapshot: "rules.txt"),
        ], named: "sample-run-outputs.txt")
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
            Output(name: "verify", arguments: ["verify", "run.tgz"], directory: directory.path, snapshot: "fixtures-verify.txt"),
            Output(name: "triage-json", arguments: ["triage", archive, "--format", "json"], snapshot: "fixtures-triage.json"),
            Output(name: "xcresult", arguments: ["xcresult", bundle], directory: fixtures, snapshot: "fixtures-xcresult.txt"),
            Output(name: "xcresult-json", arguments: ["xcresult", bundle, "--format", "json"], directory: fixtures, snapshot: "fixtures-xcresult.json"),
            Output(name: "xcresult-database", arguments: ["xcresult", "xcresult/xcresultparser__resultWithCompileError.xcresult", "--format", "json"], directory: fixtures,
                   snapshot: "fixtures-xcresult-database.json"),
            Output(name: "logs", arguments: ["logs", log], directory: fixtures, snapshot: "fixtures-logs.txt"),
            Output(name: "logs-json", arguments: ["logs", log, "--format", "json"], directory: fixtures, snapshot: "fixtures-logs.json"),
            Output(name: "junit-logs-json", arguments: ["logs", "logs/muter__testRunWithFailures_swift.log", "--format", "json"], directory: fixtures,
                   snapshot: "fixtures-junit-logs.json"),
        ], named: "fixtures-outputs.txt")
    }
}
