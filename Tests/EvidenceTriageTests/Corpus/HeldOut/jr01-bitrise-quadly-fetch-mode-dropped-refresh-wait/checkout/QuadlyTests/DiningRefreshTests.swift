import XCTest
@testable import Quadly

final class DiningRefreshTests: XCTestCase {
    func testMenusRefreshWithinFifteenMinutesOfBackgrounding() {
        let refreshed = expectation(forNotification: DiningRefresh.didRefresh, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        DiningRefresh.shared.scheduleNext()
        // The system should wake us once earliestBeginDate (15 min) has passed.
        wait(for: [refreshed], timeout: 900)
    }

    func testHandlerPostsRefreshNotification() throws {
        let task = try XCTUnwrap(FakeAppRefreshTask.make())
        let refreshed = expectation(forNotification: DiningRefresh.didRefresh, object: nil)
        DiningRefresh.shared.handle(task)
        wait(for: [refreshed], timeout: 5)
    }
}
