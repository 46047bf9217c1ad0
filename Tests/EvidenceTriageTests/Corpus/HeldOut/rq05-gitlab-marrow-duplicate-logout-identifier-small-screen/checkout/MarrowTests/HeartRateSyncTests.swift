import BackgroundTasks
import XCTest
@testable import Marrow

final class HeartRateSyncTests: XCTestCase {
    func testSyncRequestEarliestBeginIsFifteenMinutes() {
        let request = HeartRateSync.makeRequest(now: Date(timeIntervalSince1970: 1_000))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 1_000 + 15 * 60))
    }

    func testHealthSyncLaunchesWithinTwentyMinutes() throws {
        let launched = expectation(description: "heart-rate sync launched by the system")
        HeartRateSync.shared.onLaunch = { launched.fulfill() }
        try HeartRateSync.shared.submit()
        wait(for: [launched], timeout: 20 * 60)
    }
}
