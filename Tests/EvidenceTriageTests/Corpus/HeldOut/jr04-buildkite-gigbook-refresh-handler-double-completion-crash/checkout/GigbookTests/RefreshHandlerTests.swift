import XCTest
@testable import GigbookKit

final class FakeRefreshTask: RefreshTask {
    var expirationHandler: (() -> Void)?
    let completed: XCTestExpectation
    private(set) var success: Bool?
    init(_ completed: XCTestExpectation) { self.completed = completed }
    func setTaskCompleted(success: Bool) {
        self.success = success
        completed.fulfill()
    }
}

final class RefreshHandlerTests: XCTestCase {
    func testHandlerCompletesTaskOnce() {
        let api = StubEventAPI(upcoming: Fixtures.upcoming, saved: Fixtures.saved, latency: 0.05)
        let task = FakeRefreshTask(expectation(description: "task completed"))
        RefreshHandler(fetcher: EventFeedFetcher(api: api)).handle(task)
        waitForExpectations(timeout: 5)
        XCTAssertEqual(task.success, true)
    }

    func testExpirationCancelsFetches() {
        let api = StubEventAPI(upcoming: Fixtures.upcoming, saved: Fixtures.saved, latency: 10)
        let task = FakeRefreshTask(expectation(description: "task completed"))
        task.completed.isInverted = true
        RefreshHandler(fetcher: EventFeedFetcher(api: api)).handle(task)
        task.expirationHandler?()
        waitForExpectations(timeout: 0.2)
        XCTAssertEqual(api.cancelCount, 1)
    }
}
