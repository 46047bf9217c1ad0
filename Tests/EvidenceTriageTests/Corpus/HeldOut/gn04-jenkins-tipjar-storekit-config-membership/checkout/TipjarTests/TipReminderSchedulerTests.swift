import BackgroundTasks
import XCTest
@testable import Tipjar

final class TipReminderSchedulerTests: XCTestCase {
    /// Guards the daily reminder: if iOS stops accepting the request we lose the
    /// "new posts from creators you tipped" nudge.
    func testReminderRefreshIsAcceptedBySystem() throws {
        XCTAssertNoThrow(try TipReminderScheduler.submit(after: 60))

        let listed = expectation(description: "request pending")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertTrue(requests.contains { $0.identifier == TipReminderScheduler.identifier })
            listed.fulfill()
        }
        wait(for: [listed], timeout: 5)
    }
}
