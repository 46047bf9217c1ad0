import XCTest
@testable import Tallow

final class WidgetRefreshTests: XCTestCase {
    func testRefreshRequestSubmitted() throws {
        XCTAssertNoThrow(try RefreshScheduler.shared.schedule())
    }

    func testWidgetTimelineReloadsAfterBackgroundRefresh() throws {
        let reloaded = expectation(description: "widget timeline reloaded by background refresh")
        RefreshScheduler.shared.onRefreshForTesting = { reloaded.fulfill() }
        try RefreshScheduler.shared.schedule()
        wait(for: [reloaded], timeout: 120)
    }
}
