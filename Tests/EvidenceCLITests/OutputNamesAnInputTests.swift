import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// No command's `--output` may name one of its inputs (issue 28, part 3): `evidence triage run.tgz
/// -o run.tgz` replaced the evidence with the report and exited 0. Every command with `--output`
/// (`collect`, `triage`) refuses it with one sentence and exit 64 before writing anything, whether
/// the output is spelled as the input, through another path, or is a hard link to it.
@Suite struct OutputNamesAnInputTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1700000000"])

    func evidence(_ arguments: [String], in directory: String? = nil) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(arguments, environment: environment, in: directory)
    }

    /// A real archive, its bytes, and the directory it is in.
    func collected() throws -> (directory: TemporaryDirectory, archive: String, bytes: Data) {
        let directory = try TemporaryDirectory()
        try directory.write("in/build.log", "Test Case '-[AppTests.SyncTests testSync]' started.\n")
        let archive = directory.path("run.tgz")
        let outcome = try evidence(["collect", directory.path("in"), "--output", archive, "--commit", "abc1234"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return (directory, archive, try Data(contentsOf: URL(fileURLWithPath: archive)))
    }

    func expectRefused(_ outcome: EvidenceProcess.Outcome, output: String, naming input: String? = nil) {
        #expect(outcome.status == 64, "\(outcome.standardError)")
        let which = input.map { " (\($0))" } ?? ""
        #expect(outcome.standardError == "error: --output \(output) is one of the inputs\(which); writing there would replace it, so write the output elsewhere.\n")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test(arguments: ["markdown", "json"]) func triageRefusesToWriteOverItsArchive(format: String) throws {
        let (directory, archive, bytes) = try collected()
        expectRefused(try evidence(["triage", archive, "-o", archive, "--format", format]), output: archive)
        // Another spelling of the same file, from another directory.
        expectRefused(try evidence(["triage", "run.tgz", "--output", "../\(URL(fileURLWithPath: directory.path).lastPathComponent)/run.tgz"], in: directory.path),
                      output: "../\(URL(fileURLWithPath: directory.path).lastPathComponent)/run.tgz", naming: "run.tgz")
        // A hard link is the same file under another name.
        let hardLink = directory.path("copy.tgz")
        #expect(link(archive, hardLink) == 0)
        expectRefused(try evidence(["triage", archive, "-o", hardLink]), output: hardLink, naming: archive)
        #expect(try Data(contentsOf: URL(fileURLWithPath: archive)) == bytes)
    }

    @Test func triageRefusesToWriteOverItsRulesOrItsHistory() throws {
        let (directory, archive, bytes) = try collected()
        let rules = try directory.write("rules.json", #"{"rules": []}"#)
        expectRefused(try evidence(["triage", archive, "--rules", rules, "-o", rules]), output: rules)
        #expect(try String(contentsOfFile: rules, encoding: .utf8) == #"{"rules": []}"#)
        // The rules found beside the archive without --rules are an input too.
        let beside = try directory.write(".evidence-rules.json", #"{"rules": []}"#)
        expectRefused(try evidence(["triage", archive, "-o", beside]), output: beside)
        let history = directory.path("history.sqlite")
        #expect(try evidence(["history", "add", archive, "--db", history]).status == 0)
        let historyBytes = try Data(contentsOf: URL(fileURLWithPath: history))
        expectRefused(try evidence(["triage", archive, "--history", history, "-o", history]), output: history)
        #expect(try Data(contentsOf: URL(fileURLWithPath: history)) == historyBytes)
        #expect(try Data(contentsOf: URL(fileURLWithPath: archive)) == bytes)
    }

    @Test func collectRefusesToWriteOverAFileItCollects() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/build.log", "Test Case 'a' started.\n")
        let hardLink = directory.path("build.tgz")
        #expect(link(log, hardLink) == 0)
        let outcome = try evidence(["collect", log, "--output", hardLink, "--commit", "abc1234"])
        expectRefused(outcome, output: hardLink, naming: log)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "Test Case 'a' started.\n")
    }

    /// An output beside the inputs, or inside a directory collected, is not an input.
    @Test func anOutputBesideTheInputsIsWritten() throws {
        let (directory, archive, _) = try collected()
        let report = directory.path("report.md")
        let outcome = try evidence(["triage", archive, "-o", report])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(FileManager.default.fileExists(atPath: report))
    }
}
