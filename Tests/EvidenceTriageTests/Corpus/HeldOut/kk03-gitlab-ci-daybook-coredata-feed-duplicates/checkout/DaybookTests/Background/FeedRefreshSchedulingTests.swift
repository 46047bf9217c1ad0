import BackgroundTasks
import XCTest
@testable import Daybook

final class FeedRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        TestIdentity.export(self)
    }

    /// After a refresh the handler must queue the next one with the real scheduler.
    func testNextRefreshPendingAfterImport() async throws {
        FeedRefreshScheduler.live.scheduleNext()

        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.filter { $0.identifier == BackgroundTaskID.feedRefresh }.count, 1,
                       "next feed refresh should be pending")
    }
}
