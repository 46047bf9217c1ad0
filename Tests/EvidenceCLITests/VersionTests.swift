import EvidenceTestSupport
import Testing

@Suite struct VersionTests {
    @Test func versionPrintsNameAndVersion() throws {
        let outcome = try EvidenceProcess.run(["--version"], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "evidence 0.1.0\n")
    }
}
