import XCTest
import BackgroundTasks
@testable import Ledgerly

final class SyncSchedulerTests: XCTestCase {
    func testRefreshRequestSubmittedOnBackground() async throws {
        let fake = FakeTaskScheduler()
        let scheduler = SyncScheduler(scheduler: fake, identifier: "com.ledgerly.app.sync-refresh")
        await scheduler.applicationDidEnterBackground()
        let pending = await fake.pendingRequests()
        XCTAssertEqual(pending.count, 1)
        XCTAssertEqual(pending.first?.identifier, "com.ledgerly.app.sync-refresh")
    }
}
