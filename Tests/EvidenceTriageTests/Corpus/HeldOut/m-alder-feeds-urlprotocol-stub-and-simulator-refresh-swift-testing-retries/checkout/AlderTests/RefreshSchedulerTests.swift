import XCTest
import BackgroundTasks
@testable import Alder

final class RefreshSchedulerTests: XCTestCase {
    func testRefreshRequestAcceptedOnSimulator() throws {
        let scheduler = RefreshScheduler(identifier: "app.alderfeeds.refresh")
        XCTAssertNoThrow(try scheduler.scheduleNext(after: 20 * 60))
        let pending = try awaitValue { await BGTaskScheduler.shared.pendingTaskRequests() }
        XCTAssertEqual(pending.map(\.identifier), ["app.alderfeeds.refresh"])
    }
}
