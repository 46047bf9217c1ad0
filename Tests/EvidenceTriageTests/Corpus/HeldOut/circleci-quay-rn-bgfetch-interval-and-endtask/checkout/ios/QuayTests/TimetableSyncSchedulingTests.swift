import TSBackgroundFetch
import XCTest
@testable import Quay

final class TimetableSyncSchedulingTests: XCTestCase {
    func testConfigureReportsAvailable() {
        let status = TSBackgroundFetch.sharedInstance().status()
        XCTAssertNotEqual(status, .denied)
    }

    /// Mirrors BackgroundFetch.scheduleTask({taskId, delay: 60000, periodic: true}) from src/sync/schedule.ts.
    func testScheduledTaskFiresWithinInterval() {
        let fired = expectation(description: "timetable-sync task fired")
        TimetableSync.shared.onTaskFired = { taskId in
            if taskId == TimetableSync.taskId { fired.fulfill() }
        }
        TimetableSync.shared.schedule(delayMillis: 60_000, periodic: true)
        wait(for: [fired], timeout: 120)
    }
}
