@testable import EvidenceReaders
@testable import EvidenceTriage
import EvidenceKit
import EvidenceTestSupport
import Testing

/// A test the raw log's `Failing tests:` block lists failed at the end of the run: a JUnit file that says it
/// passed (converted from the result bundle without its failures) makes it no flaky test. A test that failed
/// and passed on a retry is left out of that block, and another source's pass of it still reads as flaky.
@Suite struct FailedAtTheEndTests {
    static let log = """
        Test Case '-[WicketTests.NightlyBackupTests testBackupRunsWhenCharging]' started.
        /ci/WicketTests/NightlyBackupTests.swift:18: error: -[WicketTests.NightlyBackupTests testBackupRunsWhenCharging] : Asynchronous wait failed: Exceeded timeout of 300 seconds, with unfulfilled expectations: "backup ran".
        Test Case '-[WicketTests.NightlyBackupTests testBackupRunsWhenCharging]' failed (300.211 seconds).
        Test Case '-[WicketTests.ExportFilenameTests testSanitizesSlashes]' started.
        /ci/WicketTests/ExportFilenameTests.swift:9: error: -[WicketTests.ExportFilenameTests testSanitizesSlashes] : XCTAssertEqual failed: ("a/b") is not equal to ("a-b")
        Test Case '-[WicketTests.ExportFilenameTests testSanitizesSlashes]' failed (0.001 seconds).
        Test Case '-[WicketTests.ExportFilenameTests testSanitizesSlashes]' started.
        Test Case '-[WicketTests.ExportFilenameTests testSanitizesSlashes]' passed (0.001 seconds).

        Failing tests:
        \tNightlyBackupTests.testBackupRunsWhenCharging()

        ** TEST FAILED **

        """

    @Test func aTestTheLogListsAsFailingStaysFailedBesideAJUnitPass() {
        let (report, _) = ChunkedLog.read(Self.log)
        #expect(report.failedAtTheEnd.map(\.name) == ["testBackupRunsWhenCharging"])
        let junit = TestRunReport(source: "junit/junit.xml", tests: [
            TestResult(id: TestIdentifier(module: "WicketTests", suite: "NightlyBackupTests", name: "testBackupRunsWhenCharging"), status: .passed),
            TestResult(id: TestIdentifier(module: "WicketTests", suite: "ExportFilenameTests", name: "testSanitizesSlashes"), status: .passed),
        ])
        let run = TestMerger.merge([report, junit])
        let status = Dictionary(run.tests.map { ($0.id.name, $0.status) }, uniquingKeysWith: { first, _ in first })
        #expect(status["testBackupRunsWhenCharging"] == .failed)
        // (Failed, then passed on a retry in the log itself: flaky, and not in the block.)
        #expect(status["testSanitizesSlashes"] == .flaky)
    }
}
