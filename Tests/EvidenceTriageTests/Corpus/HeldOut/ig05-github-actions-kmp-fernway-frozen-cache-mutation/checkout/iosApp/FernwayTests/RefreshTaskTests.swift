import BackgroundTasks
import XCTest
import shared
@testable import Fernway

final class FakeRefreshTask: BackgroundTaskLike {
    var expirationHandler: (() -> Void)?
    var completed: Bool?
    let done = XCTestExpectation(description: "setTaskCompleted")
    func setTaskCompleted(success: Bool) { completed = success; done.fulfill() }
}

final class RefreshTaskTests: XCTestCase {
    func testRefreshTaskIsRegisteredAtLaunch() {
        let delegate = UIApplication.shared.delegate as! AppDelegate
        XCTAssertTrue(delegate.refreshTaskRegistered,
                      "com.fernway.app.trail-refresh must be registered in didFinishLaunching")
    }

    func testRefreshHandlerStoresNewTrailReports() {
        let cache = FeedCache()
        let task = FakeRefreshTask()
        HttpTrailApi.shared.useFixture(named: "feed-two-pages")
        RefreshTaskHandler(cache: cache).handle(task: task)
        wait(for: [task.done], timeout: 10)
        XCTAssertEqual(cache.items.count, 5)
        XCTAssertEqual(task.completed, true)
    }
}
