import XCTest
@testable import OrchidReader

final class FeedRefreshTaskTests: XCTestCase {
    func testExpirationReportsFailureOnce() {
        let task = FakeTask()
        let guardian = TaskCompletionGuard(task: task)
        task.expire()
        guardian.finish(success: true)
        XCTAssertEqual(task.completions, [false])
    }

    func testGuardReleasesTaskAfterFinish() {
        weak var weakTask: FakeTask?
        autoreleasepool {
            let task = FakeTask()
            weakTask = task
            TaskCompletionGuard(task: task).finish(success: true)
        }
        XCTAssertNil(weakTask, "guard, task and expiration handler leak after finish")
    }

    func testCancelledRefreshKeepsLastRefreshDate() async throws {
        let store = InMemoryFeedStore(lastRefresh: .distantPast)
        let client = StubFeedClient(pages: .fixture(count: 3), cancelAfterPage: 1)
        let job = FeedRefreshJob(store: store, client: client)
        client.onPage = { if $0 == 1 { job.cancel() } }
        try? await job.run()
        XCTAssertEqual(store.lastRefresh, .distantPast, "success marker must not move after cancellation")
    }
}
