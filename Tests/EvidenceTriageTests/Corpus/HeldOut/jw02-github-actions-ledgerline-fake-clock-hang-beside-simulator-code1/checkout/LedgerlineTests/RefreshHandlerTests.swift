import XCTest
@testable import Ledgerline

/// Drives the launch handler through MockTaskScheduler: no BGTaskScheduler, no OS.
final class RefreshHandlerTests: XCTestCase {
    func testHandlerMergesFirstPage() async {
        let scheduler = MockTaskScheduler()
        let feed = StubStatementFeed(pages: [.fixture(id: "2026-11")])
        let refresher = StatementRefresher(scheduler: scheduler, feed: feed)
        refresher.registerHandlers()

        let task = FakeRefreshTask()
        await scheduler.fire(StatementRefresher.refreshID, with: task)

        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(scheduler.submitted.map(\.identifier), [StatementRefresher.refreshID])
    }

    func testEmptyFeedStillCompletesTask() async {
        let scheduler = MockTaskScheduler()
        let feed = StubStatementFeed(pages: [])
        let refresher = StatementRefresher(scheduler: scheduler, feed: feed)
        refresher.registerHandlers()

        let task = FakeRefreshTask()
        await scheduler.fire(StatementRefresher.refreshID, with: task)

        XCTAssertEqual(task.completedSuccess, true, "handler must call setTaskCompleted on every path")
    }
}
