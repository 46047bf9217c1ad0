import EvidenceTestSupport
import Testing

/// Every command's `--help`, and the tool's, pinned word for word in `__Snapshots__/help-*.txt`
/// (re-record with EVIDENCE_RECORD_SNAPSHOTS=1 after a reviewed change).
@Suite struct HelpSnapshotTests {
    @Test(arguments: ["", "collect", "verify", "triage", "comment", "gate", "xcresult", "logs", "diff", "history", "rules"])
    func help(_ command: String) throws {
        let arguments = command.isEmpty ? ["--help"] : [command, "--help"]
        let outcome = try EvidenceProcess.run(arguments, environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        let name = command.isEmpty ? "help-evidence.txt" : "help-\(command).txt"
        if let mismatch = Snapshot.mismatch(outcome.standardOutput, named: name) { Issue.record(Comment(rawValue: mismatch)) }
    }
}
