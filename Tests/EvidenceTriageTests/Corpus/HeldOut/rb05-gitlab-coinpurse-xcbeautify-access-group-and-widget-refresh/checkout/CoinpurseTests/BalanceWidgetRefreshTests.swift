import XCTest
@testable import Coinpurse

final class BalanceWidgetRefreshTests: XCTestCase {
    func testScheduleWidgetRefreshSubmitsRequest() {
        XCTAssertNoThrow(try WidgetRefreshScheduler.shared.schedule())
    }

    func testWidgetTimelineReloadsAfterRefresh() throws {
        let ran = expectation(description: "widget refresh ran")
        WidgetRefreshScheduler.shared.onRefreshForTesting = { ran.fulfill() }
        try? WidgetRefreshScheduler.shared.schedule()
        wait(for: [ran], timeout: 120)
    }
}
