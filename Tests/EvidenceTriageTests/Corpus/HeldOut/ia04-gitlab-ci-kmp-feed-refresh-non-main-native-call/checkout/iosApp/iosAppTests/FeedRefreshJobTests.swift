import XCTest
@testable import Skylark

final class FakeAppRefreshTask: AppRefreshTaskLike {
    var expirationHandler: (() -> Void)?
    private(set) var completed: Bool?
    let done = XCTestExpectation(description: "task completed")
    func setTaskCompleted(success: Bool) { completed = success; done.fulfill() }
}

final class FeedRefreshJobTests: XCTestCase {
    override func setUp() {
        MockGraphQLServer.shared.enqueue(fixture: "latest-articles-page1")
    }

    func testRefreshFromMainThreadStoresItems() {
        let task = FakeAppRefreshTask()
        BackgroundRefresh.shared.handle(task: task)
        wait(for: [task.done], timeout: 10)
        XCTAssertEqual(task.completed, true)
    }

    func testRefreshFromLaunchHandlerQueueStoresItems() {
        // BGTaskScheduler calls the launch handler on its own background queue; do the same.
        let task = FakeAppRefreshTask()
        DispatchQueue(label: "com.apple.BGTaskScheduler.fake-launch").async {
            BackgroundRefresh.shared.handle(task: task)
        }
        wait(for: [task.done], timeout: 10)
        XCTAssertEqual(task.completed, true)
        XCTAssertEqual(ArticleStoreProbe.count(), 20)
    }
}
