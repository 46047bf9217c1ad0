import BackgroundTasks
import XCTest
@testable import Driftwood

final class NightlyLogExportTests: XCTestCase {
    func testExportRunsWithinTwoMinutesOfSubmitting() {
        setenv("EVIDENCE_TEST_ID", "NightlyLogExportTests/testExportRunsWithinTwoMinutesOfSubmitting", 1)
        defer { unsetenv("EVIDENCE_TEST_ID") }
        let exported = expectation(description: "nightly log export ran")
        LogbookExporter.shared.onExport = { exported.fulfill() }

        LogExportTask.schedule(earliest: Date(timeIntervalSinceNow: 60))
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [exported], timeout: 120)
    }
}
