import XCTest
@testable import Shelfwise

final class HomeRefreshCoordinatorTests: XCTestCase {
    private let tenAM = ISO8601DateFormatter().date(from: "2026-11-28T10:00:00Z")!

    func testBackgroundRefreshSchedulesSixHoursLater() {
        let mock = MockBGTaskScheduler()
        let coordinator = HomeRefreshCoordinator(scheduler: mock, clock: { self.tenAM })
        coordinator.backgroundRefreshDidFinish()
        XCTAssertEqual(mock.submitted.last?.earliestBeginDate, tenAM.addingTimeInterval(6 * 3600))
    }

    func testOnlyOneHomeRequestIsKept() {
        let mock = MockBGTaskScheduler()
        let coordinator = HomeRefreshCoordinator(scheduler: mock, clock: { self.tenAM })
        coordinator.scheduleNext()
        coordinator.scheduleNext()
        XCTAssertEqual(mock.submitted.count, 1)
    }

    func testPullToRefreshResetsNextRefreshWindow() {
        let mock = MockBGTaskScheduler()
        var now = tenAM
        let coordinator = HomeRefreshCoordinator(scheduler: mock, clock: { now })
        coordinator.backgroundRefreshDidFinish()           // 10:00 -> next window 16:00
        now = tenAM.addingTimeInterval(5 * 3600 + 12 * 60 + 30)
        coordinator.userDidPullToRefresh()                 // 15:12:30 -> next window 21:12:30
        XCTAssertEqual(mock.submitted.last?.earliestBeginDate, now.addingTimeInterval(6 * 3600),
                       "earliestBeginDate should move six hours past the pull to refresh")
    }
}
