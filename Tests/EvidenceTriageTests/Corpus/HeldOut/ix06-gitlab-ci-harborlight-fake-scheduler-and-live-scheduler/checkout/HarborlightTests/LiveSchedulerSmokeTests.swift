import BackgroundTasks
import XCTest
@testable import Harborlight

/// Smoke test against the real scheduler: makes sure the adapter and the identifier work.
final class LiveSchedulerSmokeTests: XCTestCase {
    func testLiveSchedulerAcceptsRefreshRequest() {
        let request = BGAppRefreshTaskRequest(identifier: RefreshCoordinator.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        XCTAssertNoThrow(try LiveTaskScheduler.shared.submit(request))
        LiveTaskScheduler.shared.cancel(taskRequestWithIdentifier: RefreshCoordinator.identifier)
    }
}
