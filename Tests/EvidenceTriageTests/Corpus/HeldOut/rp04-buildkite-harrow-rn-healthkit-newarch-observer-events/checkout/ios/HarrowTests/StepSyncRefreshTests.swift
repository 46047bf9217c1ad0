import XCTest
import BackgroundTasks
@testable import Harrow

final class StepSyncRefreshTests: XCTestCase {
    func testRefreshRequestTargetsFifteenMinutes() throws {
        let req = StepSyncScheduler.shared.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(req.earliestBeginDate, Date(timeIntervalSince1970: 900))
    }

    func testRefreshRunsWithinFifteenMinutes() throws {
        let ran = expectation(description: "step sync refresh handler ran")
        StepSyncScheduler.shared.onRunForTesting = { ran.fulfill() }
        StepSyncScheduler.shared.schedule()
        wait(for: [ran], timeout: 900)
    }
}
