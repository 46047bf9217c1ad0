import XCTest
@testable import Lantry

final class BackgroundSyncTests: XCTestCase {
    func testSyncRunsAfterClockOut() throws {
        let day = WorkDay.fixture(hours: 8)
        try TimesheetStore.shared.clockOut(day)
        TimesheetSync.scheduleAfterClockOut()
        sleep(30)
        XCTAssertNotNil(TimesheetSync.lastRun, "sync should have run after clock-out")
    }
}
