import XCTest
@testable import Fernleaf

final class FeedRefreshTaskTests: XCTestCase {
    private var store: InMemoryFeedStore!
    private var client: FakeFeedClient!

    override func setUp() {
        store = InMemoryFeedStore()
        client = FakeFeedClient(responseDelay: .seconds(2))
        client.stub(feedID: "daring", items: 12)
    }

    func testRefreshSchedulesNextRequest() {
        let scheduler = FakeTaskScheduler()
        let adapter = FeedRefreshAdapter(job: FeedRefreshJob(client: client, store: store), scheduler: scheduler)
        adapter.handle(task: FakeAppRefreshTask(identifier: "com.fernleaf.reader.feed-refresh"))
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.fernleaf.reader.feed-refresh"])
    }

    func testRefreshTaskCompletesAfterSimulatedLaunch() {
        let scheduler = FakeTaskScheduler()
        let adapter = FeedRefreshAdapter(job: FeedRefreshJob(client: client, store: store), scheduler: scheduler)
        let task = FakeAppRefreshTask(identifier: "com.fernleaf.reader.feed-refresh")
        let completed = expectation(description: "refresh task completed")
        task.onCompleted = { success in
            XCTAssertTrue(success)
            completed.fulfill()
        }
        adapter.handle(task: task)
        wait(for: [completed], timeout: 10)
        XCTAssertEqual(store.items(for: "daring").count, 12)
    }

    func testExpirationCancelsJob() {
        let scheduler = FakeTaskScheduler()
        let job = FeedRefreshJob(client: client, store: store)
        let adapter = FeedRefreshAdapter(job: job, scheduler: scheduler)
        let task = FakeAppRefreshTask(identifier: "com.fernleaf.reader.feed-refresh")
        adapter.handle(task: task)
        task.expire()
        XCTAssertTrue(job.isCancelled)
    }
}
