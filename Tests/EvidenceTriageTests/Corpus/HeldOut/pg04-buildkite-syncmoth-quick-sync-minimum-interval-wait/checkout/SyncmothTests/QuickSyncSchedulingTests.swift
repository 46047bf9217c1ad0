import XCTest
@testable import Syncmoth

final class QuickSyncSchedulingTests: XCTestCase {
    func testQuickSyncSubmits() throws {
        XCTAssertNoThrow(try SyncScheduler.shared.submitQuickSync())
    }

    func testQuickSyncFiresAfterMinimumInterval() throws {
        let fired = expectation(description: "quick sync launched by the system")
        SyncScheduler.shared.onQuickSyncLaunch = { fired.fulfill() }
        try SyncScheduler.shared.submitQuickSync()
        // minimum interval is 10 min; allow 5 min slack
        wait(for: [fired], timeout: 900)
    }
}
