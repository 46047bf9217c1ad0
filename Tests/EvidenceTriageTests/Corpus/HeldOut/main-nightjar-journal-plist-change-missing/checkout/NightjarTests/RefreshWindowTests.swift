import XCTest
import BackgroundTasks
@testable import Nightjar

final class RefreshWindowTests: XCTestCase {
    func testRefreshStartsWithinFifteenMinutes() throws {
        let submitted = Date()
        try BackgroundTasks.scheduleRefresh(after: 15 * 60)
        let launched = try XCTUnwrap(LaunchLog.waitForFirstLaunch(of: "com.nightjar.journal.refresh", timeout: 3600))
        XCTAssertLessThanOrEqual(launched.timeIntervalSince(submitted), 900, "refresh should start no later than earliestBeginDate + 0")
    }
}
