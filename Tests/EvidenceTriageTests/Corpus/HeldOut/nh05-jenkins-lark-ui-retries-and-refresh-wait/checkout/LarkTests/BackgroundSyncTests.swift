import XCTest
import BackgroundTasks
@testable import Lark

final class BackgroundSyncTests: XCTestCase {
    func testRefreshSubmittedForFifteenMinutes() throws {
        try SyncScheduler.shared.scheduleRefresh()
        XCTAssertEqual(SyncScheduler.shared.lastRequest?.identifier, "com.larknotes.lark.refresh")
    }

    func testRefreshRunsWithinFifteenMinutes() throws {
        let ran = expectation(description: "refresh handler ran")
        SyncScheduler.shared.onRefreshForTesting = { ran.fulfill() }
        try SyncScheduler.shared.scheduleRefresh()
        wait(for: [ran], timeout: 900)
    }
}
