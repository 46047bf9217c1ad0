import XCTest
import BackgroundTasks
@testable import Copperline

final class ShiftRefreshTests: XCTestCase {
    func testRefreshHandlerRegistered() {
        XCTAssertTrue(RosterRefresh.shared.isRegistered)
    }

    func testSimulatedRefreshRunsRosterSync() throws {
        let ran = expectation(description: "roster sync ran")
        RosterRefresh.shared.onRunForTesting = { ran.fulfill() }
        BGTaskSchedulerDebug.simulateLaunch(identifier: "com.copperline.app.rosterRefresh")
        wait(for: [ran], timeout: 20)
    }
}
