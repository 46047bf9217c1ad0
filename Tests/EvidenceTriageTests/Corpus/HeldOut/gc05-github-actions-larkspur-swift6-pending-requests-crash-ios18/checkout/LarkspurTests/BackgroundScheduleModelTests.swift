import BackgroundTasks
import XCTest
@testable import Larkspur

@MainActor
final class BackgroundScheduleModelTests: XCTestCase {
    func testInitialStateIsEmpty() {
        let model = BackgroundScheduleModel(scheduler: BGTaskScheduler.shared)
        XCTAssertTrue(model.pending.isEmpty)
        XCTAssertNil(model.lastRefreshedAt)
    }

    func testRefreshPendingPublishesSnapshot() async {
        let model = BackgroundScheduleModel(scheduler: BGTaskScheduler.shared)
        let refreshed = expectation(description: "pending requests refreshed")
        model.refreshPending { refreshed.fulfill() }
        await fulfillment(of: [refreshed], timeout: 5)
        XCTAssertNotNil(model.lastRefreshedAt)
    }
}
