import XCTest
import BackgroundTasks
@testable import Tallowmere

final class StockRefreshSchedulerTests: XCTestCase {
    func testSchedulingLeavesOnePendingRequest() async {
        StockRefreshScheduler.schedule()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.count, 1, "pending BGTaskRequests after scheduling")
    }
}
