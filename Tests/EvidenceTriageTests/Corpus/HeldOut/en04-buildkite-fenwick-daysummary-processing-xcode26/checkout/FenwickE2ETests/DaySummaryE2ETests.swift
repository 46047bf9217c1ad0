import XCTest
import BackgroundTasks
@testable import Fenwick

/// Device-lab only (FenwickE2E test plan). Runs against the lab iPhone overnight.
final class DaySummaryE2ETests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "DaySummaryE2ETests/\(name.split(separator: " ")[1].dropLast())", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testProcessingTaskRunsShortlyAfterEndOfDay() throws {
        let ran = expectation(forNotification: DaySummaryTask.didRunNotification, object: nil)

        // End of day is simulated as "now"; the task asks to begin 2 minutes later.
        try DaySummaryTask.schedule(earliestBegin: Date(timeIntervalSinceNow: 120))
        XCUIDevice.shared.press(.home)

        wait(for: [ran], timeout: 900)
    }

    func testPendingRequestCarriesEarliestBeginDate() async throws {
        try DaySummaryTask.schedule(earliestBegin: Date(timeIntervalSinceNow: 7200))
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        let request = try XCTUnwrap(pending.first { $0.identifier == DaySummaryTask.identifier })
        XCTAssertEqual(request.earliestBeginDate!.timeIntervalSinceNow, 7200, accuracy: 5)
    }
}
