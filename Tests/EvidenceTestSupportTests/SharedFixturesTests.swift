import EvidenceTestSupport
import Foundation
import Testing

/// The skipped-test count scripts/test.sh prints is found by the skip comment's text: the two must
/// not drift apart, or a bare clone's run would skip tests without saying so.
@Suite struct SharedFixturesTests {
    @Test func theTestScriptCountsSkipsByTheTraitsComment() throws {
        let script = try String(contentsOfFile: TestPaths.packageRoot.appendingPathComponent("scripts/test.sh").path, encoding: .utf8)
        for reason in [SharedFixtures.absenceReason, TestPostgres.absenceReason, Chromium.absenceReason, XMLLint.absenceReason, HeavyTests.absenceReason] {
            #expect(script.contains("say_skipped '\(reason)'"), "\(reason)")
        }
    }

    /// Where the fixtures are required (the project's CI), their absence is one failure that says so,
    /// before the fixture tests' own.
    @Test(.enabled(if: SharedFixtures.required, "EVIDENCE_REQUIRE_SHARED_FIXTURES is not 1"))
    func theRequiredFixturesArePresent() {
        #expect(SharedFixtures.available, "EVIDENCE_REQUIRE_SHARED_FIXTURES=1 but \(SharedFixtures.directory) is absent: check it out beside the repository (.github/workflows/ci.yml: the EVIDENCE_FIXTURES_REPOSITORY variable).")
    }
}
