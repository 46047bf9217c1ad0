import XCTest
import BackgroundTasks
@testable import Tidewater

final class TideCacheSchedulerTests: XCTestCase {

    override func tearDown() {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: TidewaterTask.tideCacheRebuild.rawValue)
        super.tearDown()
    }

    func testRebuildRequestIsAcceptedBySystem() throws {
        let scheduler = TideCacheScheduler()
        XCTAssertNoThrow(try scheduler.scheduleRebuild())

        let pending = expectation(description: "pending requests listed")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertTrue(requests.contains { $0.identifier == TidewaterTask.tideCacheRebuild.rawValue })
            pending.fulfill()
        }
        wait(for: [pending], timeout: 5)
    }
}
