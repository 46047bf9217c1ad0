import XCTest
@testable import Brindle

final class BackgroundRefreshHandlerTests: XCTestCase {
    func testSchedulesNextRefreshBeforeWorking() {
        let scheduler = FakeTaskScheduler()
        let handler = BackgroundRefreshHandler(refresher: StubFeedRefresher(refreshed: 3, failed: 0),
                                               scheduler: scheduler, status: RefreshStatus(clock: TestClock("2026-12-07T07:15:00Z")))
        handler.handle(FakeRefreshTask())
        XCTAssertEqual(scheduler.submitted.map(\.identifier), [BackgroundRefreshHandler.identifier])
    }

    func testTaskReportsFailureWhenEveryFeedFails() {
        let task = FakeRefreshTask()
        let handler = BackgroundRefreshHandler(refresher: StubFeedRefresher(refreshed: 0, failed: 9),
                                               scheduler: FakeTaskScheduler(),
                                               status: RefreshStatus(clock: TestClock("2026-12-07T07:15:00Z")))
        handler.handle(task)
        wait(for: [task.completed], timeout: 2)
        XCTAssertEqual(task.completedWith, false,
                       "setTaskCompleted(success:) must report failure when no feed refreshed")
    }
}
