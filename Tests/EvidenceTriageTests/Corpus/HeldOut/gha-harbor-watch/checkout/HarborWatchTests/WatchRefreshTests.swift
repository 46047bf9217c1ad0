import XCTest
import WatchKit
@testable import HarborWatch

final class WatchRefreshTests: XCTestCase {

    func testRefreshRouterCompletesUnknownTasks() {
        let task = FakeRefreshTask()
        RefreshRouter.shared.handle([task])
        XCTAssertTrue(task.completed)
    }

    /// The tide/berth complication relies on a refresh shortly after the
    /// preferred date.
    func testRefreshHandledAtPreferredDate() async throws {
        let preferred = Date.now.addingTimeInterval(60)
        try await WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: preferred, userInfo: nil)
        print("[Refresh] scheduled background refresh for \(preferred.formatted(date: .omitted, time: .standard)) (error: nil)")

        let handled = expectation(description: "WKApplicationRefreshBackgroundTask handled")
        RefreshRouter.shared.onAppRefresh = { _ in handled.fulfill() }

        await fulfillment(of: [handled], timeout: 90)
    }
}
