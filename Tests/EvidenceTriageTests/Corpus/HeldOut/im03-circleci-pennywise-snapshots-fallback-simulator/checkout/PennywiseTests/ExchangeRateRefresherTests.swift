import BackgroundTasks
import XCTest
@testable import Pennywise

final class ExchangeRateRefresherTests: XCTestCase {
    func testRunReschedulesBeforeWorking() {
        let task = FakeRefreshTask()
        ExchangeRateRefresher.shared.run(task)
        XCTAssertEqual(task.events.first, "reschedule")
    }

    func testExpirationMarksTaskFailed() {
        let task = FakeRefreshTask()
        ExchangeRateRefresher.shared.run(task)
        task.expire()
        XCTAssertEqual(task.completedSuccessfully, false)
    }

    func testRatesRefreshInBackground() {
        let refreshed = expectation(forNotification: .rateCacheDidRefresh, object: nil)
        refreshed.expectationDescription = "rates refreshed by the background task"
        // Background the app and let the system run the refresh.
        ExchangeRateRefresher.shared.schedule()
        wait(for: [refreshed], timeout: 60)
    }
}
