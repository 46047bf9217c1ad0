import XCTest
@testable import Quillfeather

final class OutboxFlushJobTests: XCTestCase {
    private var outbox: InMemoryOutbox!
    private var client: StubSyncClient!

    override func setUp() {
        outbox = InMemoryOutbox(items: OutboxItem.fixtures(count: 5))
        client = StubSyncClient()
    }

    func testExpiredFlushKeepsUnsentItems() {
        client.holdResponses = true
        let task = FakeBackgroundTask()
        let done = expectation(description: "flush finished")
        let job = OutboxFlushJob(outbox: outbox, client: client)

        job.run(task: task) { _ in done.fulfill() }
        task.expire()                                  // system takes the time back
        client.completePending(with: .failure(URLError(.cancelled)))

        wait(for: [done], timeout: 2)
        XCTAssertEqual(outbox.pending().count, 5, "nothing was confirmed, so all five stay queued")
    }

    func testFlushMarksItemsSent() {
        let job = OutboxFlushJob(outbox: outbox, client: client)
        let done = expectation(description: "flush finished")
        job.run(task: FakeBackgroundTask()) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertTrue(outbox.pending().isEmpty)
    }

    func testFlushSendsQueuedItems() {
        let job = OutboxFlushJob(outbox: outbox, client: client)
        job.run(task: FakeBackgroundTask()) { _ in }
        XCTAssertEqual(client.sentBatches.first?.count, 5)
    }

    func testRetryAfterServerErrorRequeues() {
        client.nextResult = .failure(URLError(.badServerResponse))
        let job = OutboxFlushJob(outbox: outbox, client: client)
        let done = expectation(description: "flush finished")
        job.run(task: FakeBackgroundTask()) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(outbox.pending().count, 5)
    }
}
