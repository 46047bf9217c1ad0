import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// When the run, not the code, failed (a simulator that would not boot) and when the archive itself
/// is truncated or empty: what `logs`, `triage`, `comment` and `verify` say, on real archives, with
/// the reports as snapshots.
@Suite struct RunProblemReportTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    /// The build succeeded; the simulator did not boot, which xcodebuild says three times.
    static let simulatorDidNotBoot = """
        Command line invocation:
            /Applications/Xcode_16.2.app/Contents/Developer/usr/bin/xcodebuild test -scheme NewsApp -destination "platform=iOS Simulator,name=iPhone 15,OS=17.5"

        ** TEST BUILD SUCCEEDED **

        2026-11-20 09:14:03.120 xcodebuild[4242:61234] Error Domain=com.apple.CoreSimulator.SimError Code=405 "Unable to boot the Simulator." UserInfo={NSLocalizedDescription=Unable to boot the Simulator.}
        xcodebuild: error: Failed to prepare device 'iPhone 15' for impending launch. (Underlying Error: Unable to boot the Simulator. launchd failed to respond.)

        Testing failed:
        \tNewsApp encountered an error (Failed to prepare device 'iPhone 15' for impending launch. (Underlying Error: Unable to boot the Simulator. launchd failed to respond.))
        \tNewsAppTests encountered an error (Failed to prepare device 'iPhone 15' for impending launch. (Underlying Error: Unable to boot the Simulator. launchd failed to respond.))

        ** TEST FAILED **

        """

    func collect(_ inputs: [String], in directory: TemporaryDirectory, name: String = "run.tgz") throws -> String {
        let archive = directory.path(name)
        let outcome = try EvidenceProcess.run(["collect"] + inputs + ["--sources", "none", "--commit", "abcdef1", "-o", archive], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return archive
    }

    // MARK: - Test infrastructure

    @Test func aSimulatorThatWouldNotBootIsTheRunsProblemNotABuildError() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("run/logs/xcodebuild-test.log", Self.simulatorDidNotBoot)
        let logs = try EvidenceProcess.run(["logs", log], environment: environment)
        #expect(logs.standardOutput.components(separatedBy: "test infrastructure: ").count == 2, "\(logs.standardOutput)")
        #expect(!logs.standardOutput.contains("build error"))
        #expect(logs.standardOutput.contains("; build succeeded;"))

        let archive = try collect([directory.path("run")], in: directory)
        let report = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(!report.standardOutput.contains("Build error") && !report.standardOutput.contains("fix the build"))
        #expect(report.standardOutput.components(separatedBy: "Unable to boot the Simulator").count == 2, "the error once")
        if let mismatch = Snapshot.mismatch(report.standardOutput, named: "infrastructure-run-triage.md") { Issue.record(Comment(rawValue: mismatch)) }

        let json = try EvidenceProcess.run(["triage", archive, "--format", "json"], environment: environment)
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.standardOutput.utf8))
        #expect(document.build.succeeded && document.build.errors.isEmpty)
        #expect(document.infrastructure?.message.contains("Unable to boot the Simulator") == true)

        var github = environment
        github["GITHUB_ACTIONS"] = "true"
        let annotated = try EvidenceProcess.run(["triage", archive, "--github"], environment: github)
        let annotations = annotated.standardError.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(annotations.count == 1 && annotations[0].hasPrefix("::error title=Test infrastructure (the run%2C not the code)::"), "\(annotations)")

        let comment = try EvidenceProcess.run(["comment", archive], environment: environment)
        #expect(comment.standardOutput.contains("## Test infrastructure: the run, not the code"))
    }

    /// Failed tests whose evidence is the run's own (a lost connection to the test manager, snapshots
    /// taken on another simulator than their references): listed in the infrastructure section under
    /// each distinct error with the tests it hit, counted apart from the unclassified, never a cause
    /// block; their label stays `unclassified` (issue 25, part 2).
    @Test func testsThatFailedOnTheInfrastructureAreListedThereNotAsCauses() throws {
        let directory = try TemporaryDirectory()
        let run = TestPaths.triageCorpus.appendingPathComponent("Scenarios/ho-ui-tests-lost-connection-snapshots-retry").path
        let archive = try collect([run], in: directory)
        let report = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(report.status == 0, "\(report.standardError)")
        let text = report.standardOutput
        #expect(text.hasPrefix("# 4 failed tests: 1 scheduling-expectation mismatch, 3 on test infrastructure\n"))
        #expect(!text.contains("Unclassified"))
        #expect(text.components(separatedBy: "Lost connection to test manager service").count == 2, "the error once")
        #expect(text.contains("Lost connection to test manager service. (`logs/xcodebuild-test.log:59`)\n  - `SproutUITests.WateringReminderUITests/testSnoozeMovesReminder`\n"))
        if let mismatch = Snapshot.mismatch(text, named: "infrastructure-tests-triage.md") { Issue.record(Comment(rawValue: mismatch)) }

        let json = try EvidenceProcess.run(["triage", archive, "--format", "json"], environment: environment)
        let problems = try JSONSchemaValidator.documented("evidence.triage.v1.schema.json").problems(json: Data(json.standardOutput.utf8))
        #expect(problems.isEmpty, "\(problems)")
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.standardOutput.utf8))
        #expect(document.summary.byCategory["unclassified"] == 3 && document.summary.infrastructure == 3)
        let infrastructure = try #require(document.infrastructure)
        #expect(infrastructure.noTestRan == false)
        #expect(infrastructure.issues?.map(\.tests) == [
            ["SproutUITests.PlantCardSnapshotTests/testCardWateringBadge", "SproutUITests.PlantCardSnapshotTests/testCardWithLongLatinName"],
            ["SproutUITests.WateringReminderUITests/testSnoozeMovesReminder"],
        ])
        #expect(document.failures.filter { $0.rule == "test_infrastructure" }.allSatisfy { $0.category == "unclassified" })

        var github = environment
        github["GITHUB_ACTIONS"] = "true"
        let annotated = try EvidenceProcess.run(["triage", archive, "--github"], environment: github)
        let annotations = annotated.standardError.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(annotations.filter { $0.contains("title=Test infrastructure (the run%2C not the code)::") }.count == 2, "\(annotations)")
        #expect(annotations.filter { $0.contains("Unclassified") }.isEmpty, "\(annotations)")

        let comment = try EvidenceProcess.run(["comment", archive], environment: environment)
        #expect(comment.standardOutput.contains("## Test infrastructure: the run, not the code"))
        #expect(comment.standardOutput.contains("  - `SproutUITests.WateringReminderUITests/testSnoozeMovesReminder`"))
        let junit = try EvidenceProcess.run(["triage", archive, "-f", "junit"], environment: environment)
        #expect(junit.standardOutput.contains("message=\"[unclassified: test infrastructure] Lost connection to test manager service."))
    }

    // MARK: - Truncated, damaged, empty

    @Test func aTruncatedArchiveSaysSoInTheHeadingAndExits65() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TriageCommandTests.sampleRun], in: directory, name: "whole.tgz")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
        // Cut inside the log, the last entry but one: what a download that stopped early leaves.
        let truncated = try directory.write("run.tgz", bytes.prefix(bytes.count * 9 / 10))
        let report = try EvidenceProcess.run(["triage", truncated], environment: environment)
        #expect(report.status == 65)
        #expect(report.standardOutput.hasPrefix("# run.tgz is truncated or damaged: "), "\(report.standardOutput)")
        #expect(report.standardOutput.contains("incomplete download? re-download the artifact"))
        #expect(report.standardError.hasSuffix("incomplete download? re-download the artifact (or collect the run again).\n"), "\(report.standardError)")
        if let mismatch = Snapshot.mismatch(report.standardOutput, named: "truncated-run-triage.md") { Issue.record(Comment(rawValue: mismatch)) }

        let comment = try EvidenceProcess.run(["comment", truncated], environment: environment)
        #expect(comment.status == 65)
        #expect(comment.standardOutput.hasPrefix("<!-- evidence:comment -->\n## run.tgz is truncated or damaged: "))
        let json = try EvidenceProcess.run(["triage", truncated, "--format", "json"], environment: environment)
        #expect(json.status == 65)
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.standardOutput.utf8))
        #expect(!document.archive.verified && document.verdict?.hasPrefix("run.tgz is truncated or damaged") == true)
    }

    @Test func anArchiveOfNothingAndAnEmptyFileExit65() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("nothing/.keep", "")
        let archive = directory.path("nothing.tgz")
        _ = try EvidenceProcess.run(["collect", directory.path("nothing"), "--commit", "abcdef1", "-o", archive], environment: environment)
        let report = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(report.status == 65)
        #expect(report.standardOutput.hasPrefix("# nothing.tgz is empty: collect archived no evidence"), "\(report.standardOutput)")
        #expect(!report.standardOutput.contains("No test results found"))

        let empty = try directory.write("empty.tgz", "")
        for command in ["triage", "comment", "verify"] {
            let outcome = try EvidenceProcess.run([command, empty], environment: environment)
            #expect(outcome.status == 65)
            #expect(outcome.standardError == "error: \(empty) is empty (0 bytes), not an evidence archive: incomplete download? re-download the artifact (or collect the run again).\n")
        }
    }

    /// A 60-entry archive cut short: verify says where it broke, counts what it lost, and what to
    /// do, in at most ten lines.
    @Test func verifySummarisesATruncatedArchiveInTenLines() throws {
        let directory = try TemporaryDirectory()
        let junit = RunLogWriter.fastlaneJUnit([("testA", .failed), ("testB", .passed)])
        for index in 1...60 { _ = try directory.write("run/junit/report\(index).junit", junit + "<!-- \(index) -->\n") }
        let archive = try collect([directory.path("run")], in: directory, name: "whole.tgz")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
        // The manifest, compressed on its own, comes first and is most of these bytes: cut after it.
        let truncated = try directory.write("run.tgz", bytes.prefix(bytes.count * 9 / 10))
        let outcome = try EvidenceProcess.run(["verify", truncated], environment: environment)
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count <= 10, "\(outcome.standardError)")
        #expect(lines.first?.contains("the archive is damaged here") == true, "\(outcome.standardError)")
        #expect(lines.contains { $0.contains("more missing entries") })
        #expect(lines.last?.hasSuffix("incomplete download? re-download the artifact (or collect the run again).") == true)
    }
}
