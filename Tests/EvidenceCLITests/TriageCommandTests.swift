import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `evidence triage` and `evidence comment` on real archives made by `evidence collect`.
@Suite struct TriageCommandTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    func collect(_ inputs: [String], in directory: TemporaryDirectory, name: String = "run.tgz") throws -> String {
        let archive = directory.path(name)
        // The sample run with its checkout, so its archive holds the failing tests' code whatever
        // the clone running the tests is.
        let checkout = inputs.contains(Self.sampleRun) ? ["--project-root", Self.sampleCheckout] : []
        let outcome = try EvidenceProcess.run(["collect"] + inputs + checkout + ["--output", archive, "--commit", "0123abc"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return archive
    }

    static let sampleRun = TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path
    /// The sample app's checkout: the files the sample run's failures point at, and its task registrations.
    static let sampleCheckout = TestPaths.packageRoot.appendingPathComponent("samples/sample-checkout").path

    @Test func theSampleRunReportSnapshot() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([Self.sampleRun], in: directory)
        let outcome = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        // The archive's digest is stable (reproducible collect), so the whole report is.
        if let mismatch = Snapshot.mismatch(outcome.standardOutput, named: "sample-run-triage.md") { Issue.record(Comment(rawValue: mismatch)) }
    }

    @Test func theSampleRunJSONLabelsOneFailureOfEachKind() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([Self.sampleRun], in: directory)
        let outcome = try EvidenceProcess.run(["triage", archive, "--format", "json"], environment: environment)
        #expect(outcome.status == 0)
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(outcome.standardOutput.utf8))
        #expect(document.schema == "evidence.triage/v1")
        #expect(document.archive.verified)
        #expect(document.archive.commit == "0123abc")
        #expect(document.summary.tests == 6 && document.summary.failed == 3 && document.summary.passed == 3)
        let labels = Dictionary(uniqueKeysWithValues: document.failures.map { ($0.test, $0.category) })
        #expect(labels == [
            "BackgroundSyncAppTests.BackgroundTaskRegistrationTests/testCleanupTaskCanBeSubmitted": "configuration-regression",
            "BackgroundSyncAppTests.SyncRefreshJobTests/testRepeatedRunIsIdempotent": "business-logic-error",
            "BackgroundSyncAppTests.BackgroundRefreshSchedulingTests/testRefreshRunsWithinFifteenMinutes": "scheduling-expectation-mismatch",
        ])
        #expect(document.failures.allSatisfy { !$0.evidence.isEmpty && $0.location != nil })
    }

    @Test func theSampleRunCommentSnapshotAndGitHubOutput() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([Self.sampleRun], in: directory)
        let summary = try directory.write("summary.md", "")
        var githubEnvironment = environment
        githubEnvironment["GITHUB_STEP_SUMMARY"] = summary
        let outcome = try EvidenceProcess.run(["comment", archive, "--github"], environment: githubEnvironment)
        #expect(outcome.status == 0)
        // `comment --github > comment.md`: the body is Markdown only; the annotations go to standard
        // error (the runner reads workflow commands from both streams), the file relative to the checkout.
        #expect(!outcome.standardOutput.contains("::error"))
        let annotations = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 3)
        #expect(annotations[0].hasPrefix("::error file=BackgroundSyncAppTests/BackgroundTaskRegistrationTests.swift,line=31,title=BackgroundSyncAppTests.BackgroundTaskRegistrationTests/testCleanupTaskCanBeSubmitted — Configuration regression::"))
        let comment = outcome.standardOutput
        if let mismatch = Snapshot.mismatch(comment, named: "sample-run-comment.md") { Issue.record(Comment(rawValue: mismatch)) }
        let written = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(written.hasPrefix("# 3 failed tests"))
    }

    @Test func failOnSetsTheExitStatus() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([Self.sampleRun], in: directory)
        let failing = try EvidenceProcess.run(["triage", archive, "--fail-on", "configuration-regression", "--format", "json"], environment: environment)
        #expect(failing.status == 1)
        #expect(failing.standardError == "error: 1 failure in configuration-regression (--fail-on).\n")
        let passing = try EvidenceProcess.run(["triage", archive, "--fail-on", "unclassified"], environment: environment)
        #expect(passing.status == 0)
    }

    @Test func aTamperedArchiveIsTriagedWithTheMismatchAsItsHeadingAndExits65() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([Self.sampleRun], in: directory)
        var entries = try ArchiveRewriter.entries(of: archive)
        let index = entries.firstIndex { $0.path == "logs/xcodebuild-test.log" }!
        entries[index].contents += Array("planted line\n".utf8)
        let tampered = directory.path("tampered.tgz")
        try ArchiveRewriter.write(entries, to: tampered)
        let outcome = try EvidenceProcess.run(["triage", tampered], environment: environment)
        #expect(outcome.status == 65)
        let report = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(report[0] == "# tampered.tgz does not match its manifest (1 problem): it changed after collect: re-download the artifact, or collect the run again")
        #expect(report[1].hasPrefix("> **What could be read:** 3 failed tests: "))
        #expect(report[1].hasSuffix("Treat it with care — 1 problem found by verify."))
        #expect(report[2].hasPrefix("> - altered: logs/xcodebuild-test.log has "))
        #expect(outcome.standardError == "error: \(report[0].dropFirst(2)).\n")
    }

    @Test func aFileThatIsNotAnArchiveExits65() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("notes.txt", "hello\n")
        let outcome = try EvidenceProcess.run(["triage", file], environment: environment)
        #expect(outcome.status == 65)
        #expect(outcome.standardError == "error: \(file) is a text file (a log or JUnit?), not an evidence archive: run 'evidence collect \(file) --output run.tgz' first, or 'evidence logs \(file)' to read it as a log.\n")
        // Bytes that are neither text nor an archive keep libarchive's reason.
        let binary = try directory.write("blob.bin", String(decoding: [0x00, 0x01, 0x02, 0xFF, 0x00], as: UTF8.self))
        let other = try EvidenceProcess.run(["triage", binary], environment: environment)
        #expect(other.status == 65)
        #expect(other.standardError == "error: \(binary) is not an evidence archive: Unrecognized archive format.\n")
    }

    /// Every result bundle fixture, collected and triaged: it reads, and no failure is counted twice.
    @Test(.requiresSharedFixtures, arguments: try SharedFixtures.contents(of: "xcresult"))
    func everyResultBundleFixtureTriages(_ bundle: String) throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TestPaths.fixture("xcresult/\(bundle)")], in: directory)
        let outcome = try EvidenceProcess.run(["triage", archive, "--format", "json"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(outcome.standardOutput.utf8))
        #expect(Set(document.failures.map(\.test)).count == document.failures.count)
        #expect(document.summary.failed == document.failures.count)
        #expect(document.summary.tests > 0 || !document.build.succeeded)
    }
}

extension TriageCommandTests {
    /// A report that cannot be written is exit 74 with one sentence, never a crash or a silent 0.
    // /dev/full: Linux's always-full device; macOS has none.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func anUnwritableStepSummaryOrStandardOutputExits74() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([Self.sampleRun], in: directory)
        var githubEnvironment = environment
        githubEnvironment["GITHUB_STEP_SUMMARY"] = "/dev/full"
        let summary = try EvidenceProcess.run(["triage", archive, "--github"], environment: githubEnvironment)
        #expect(summary.status == 74)
        #expect(summary.standardError == "error: Cannot write /dev/full: No space left on device (GITHUB_STEP_SUMMARY).\n")
        let shell = try EvidenceProcess.run(executable: "/bin/sh", ["-c", "\"$0\" triage \"$1\" > /dev/full", TestPaths.evidenceBinary, archive], environment: environment)
        #expect(shell.status == 74)
        #expect(shell.standardError == "error: Cannot write to standard output: No space left on device.\n")
    }
}
