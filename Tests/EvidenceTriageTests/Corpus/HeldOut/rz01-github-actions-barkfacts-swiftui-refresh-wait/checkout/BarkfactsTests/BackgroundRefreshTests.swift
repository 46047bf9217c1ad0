import XCTest
import BackgroundTasks
@testable import Barkfacts

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshRequestUsesFifteenMinuteFloor() throws {
        FactRefresher.shared.scheduleAppRefresh()
        let begin = try XCTUnwrap(FactRefresher.shared.lastRequest?.earliestBeginDate)
        XCTAssertGreaterThanOrEqual(begin.timeIntervalSinceNow, 14 * 60)
    }

    func testRefreshActionStoresFactAfterEarliestBeginDate() {
        let refreshed = expectation(description: "appRefresh action ran")
        FactRefresher.shared.onRefreshForTesting = { refreshed.fulfill() }
        FactRefresher.shared.scheduleAppRefresh()
        wait(for: [refreshed], timeout: 960)
        XCTAssertFalse(FactStore.shared.facts.isEmpty)
    }
}
