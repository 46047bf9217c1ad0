import BackgroundTasks
import XCTest
@testable import Ledgerly

/// Device-lab only: runs against the real BGTaskScheduler on a device.
final class RefreshSchedulerTests: XCTestCase {
    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        super.tearDown()
    }

    func testSubmitsAppRefreshWhenBackgrounded() async throws {
        let error = RefreshScheduler().submitRefresh()
        XCTAssertNil(error, "refresh request was rejected by BGTaskScheduler")

        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == BackgroundTaskRegistry.refreshIdentifier })
    }
}
