import EvidenceTestSupport
import Foundation
import Testing

/// The skipped-test count scripts/test.sh prints is found by the skip comment's text: the two must
/// not drift apart, or a bare clone's run would skip tests without saying so.
@Suite struct SharedFixturesTests {
    @Test func theTestScriptCountsSkipsByTheTraitsComment() throws {
        let script = try String(contentsOfFile: TestPaths.packageRoot.appendingPathComponent("scripts/test.sh").path, encoding: .utf8)
        for reason in [SharedFixtures.absenceReason, TestPostgres.absenceReason, Chromium.absenceReason, XMLLint.absenceReason] {
            #expect(script.contains("say_skipped '\(reason)'"), "\(reason)")
        }
    }
}
