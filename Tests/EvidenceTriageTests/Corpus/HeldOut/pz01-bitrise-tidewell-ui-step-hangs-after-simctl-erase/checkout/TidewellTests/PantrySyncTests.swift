import XCTest
import BackgroundTasks
@testable import Tidewell

final class PantrySyncTests: XCTestCase {
    func testSyncRequestSubmittedAtLaunch() throws {
        let request = try PantrySync.shared.scheduleRefresh(now: Date())
        XCTAssertEqual(request.identifier, "com.tidewell.app.pantry-refresh")
    }

    func testBackgroundSyncRunsWithinTenMinutes() throws {
        let ran = expectation(description: "pantry refresh handler ran")
        PantrySync.shared.onRefreshCompleted = { ran.fulfill() }
        _ = try PantrySync.shared.scheduleRefresh(now: Date())
        wait(for: [ran], timeout: 600)
    }
}
