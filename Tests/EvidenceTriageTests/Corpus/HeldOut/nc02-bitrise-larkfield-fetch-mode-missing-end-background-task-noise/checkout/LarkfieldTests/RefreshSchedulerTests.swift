import XCTest
import BackgroundTasks
@testable import Larkfield

final class RefreshSchedulerTests: XCTestCase {
    let identifier = "com.larkfield.mail.inbox-refresh"

    func testRegistersRefreshIdentifier() {
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(identifier))
    }

    func testSubmitsAppRefreshOnBackground() {
        let scheduler = InboxRefreshScheduler(scheduler: BGTaskScheduler.shared)
        let error = scheduler.scheduleNextRefresh(after: 15 * 60)
        XCTAssertNil(error)
    }

    func testInboxRefreshedWithinFifteenMinutes() {
        let refreshed = expectation(description: "inbox refresh handler")
        InboxRefreshScheduler.onHandlerRun = { refreshed.fulfill() }
        _ = InboxRefreshScheduler(scheduler: BGTaskScheduler.shared).scheduleNextRefresh(after: 60)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [refreshed], timeout: 900)
    }
}
