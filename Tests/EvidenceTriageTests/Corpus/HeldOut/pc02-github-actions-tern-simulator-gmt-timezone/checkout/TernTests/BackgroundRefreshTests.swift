import XCTest
import BackgroundTasks
@testable import Tern

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshRequestUsesFifteenMinuteFloor() throws {
        try RefreshScheduler.shared.schedule()
        XCTAssertEqual(RefreshScheduler.shared.lastRequest?.identifier, "com.ternapp.tern.refresh")
    }

    func testRefreshHandlerRunsWithinTenMinutes() throws {
        let ran = expectation(description: "reminder refresh handler ran")
        RefreshScheduler.shared.onRunForTesting = { ran.fulfill() }
        try RefreshScheduler.shared.schedule()
        wait(for: [ran], timeout: 600)
    }
}
