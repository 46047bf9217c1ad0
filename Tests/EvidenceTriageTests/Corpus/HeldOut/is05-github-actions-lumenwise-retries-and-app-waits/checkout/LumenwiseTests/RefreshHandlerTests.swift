import XCTest
@testable import Lumenwise

final class RefreshHandlerTests: XCTestCase {
    func testHandlerCompletesTaskAfterFetch() {
        let handler = RefreshHandler(feeds: .inMemory(["https://example.org/feed.xml"]), fetcher: StubFetcher(result: true))
        let task = FakeRefreshTask()
        let completed = expectation(description: "task completed")
        task.onComplete = { _ in completed.fulfill() }
        handler.handle(task)
        wait(for: [completed], timeout: 2)
        XCTAssertEqual(task.completedWith, true)
    }

    func testHandlerCompletesTaskWhenNothingToSync() {
        let handler = RefreshHandler(feeds: .inMemory([]), fetcher: StubFetcher(result: true))
        let task = FakeRefreshTask()
        let completed = expectation(description: "task completed with no subscriptions")
        task.onComplete = { _ in completed.fulfill() }

        handler.handle(task)

        // The handler's own work: no network, nothing to wait for but the in-process completion.
        wait(for: [completed], timeout: 2)
    }

    func testExpirationCompletesTaskUnsuccessfully() {
        let handler = RefreshHandler(feeds: .inMemory(["https://example.org/feed.xml"]), fetcher: StubFetcher(result: true, delay: 5))
        let task = FakeRefreshTask()
        handler.handle(task)
        task.expirationHandler?()
        XCTAssertEqual(task.completedWith, false)
    }
}
