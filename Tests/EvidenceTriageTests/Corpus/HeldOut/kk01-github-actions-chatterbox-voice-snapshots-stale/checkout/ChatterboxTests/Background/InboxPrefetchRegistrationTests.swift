import BackgroundTasks
import XCTest
@testable import Chatterbox

final class InboxPrefetchRegistrationTests: XCTestCase {
    /// The app delegate registers the inbox prefetch handler in didFinishLaunching; the
    /// scheduler keeps the result of `BGTaskScheduler.register` so we can assert on it here.
    func testInboxPrefetchHandlerRegistersAtLaunch() {
        let scheduler = InboxPrefetchScheduler.shared
        XCTAssertTrue(scheduler.didRegisterHandler,
                      "\(BackgroundTaskID.inboxPrefetch) handler was not registered at launch")
    }

    func testPrefetchRequestUsesFifteenMinuteFloor() {
        let request = InboxPrefetchScheduler.shared.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 15 * 60))
    }
}
