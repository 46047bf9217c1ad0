import XCTest
@testable import Wickline

final class ResultRefreshJobTests: XCTestCase {
    func testRefreshStoresNewResults() async throws {
        let server = FakeLabServer(results: [.fixture(id: "r-1", status: .final)])
        let store = InMemoryResultStore()
        let job = ResultRefreshJob(client: server.client, store: store, backoff: RefreshBackoff())
        try await job.run()
        XCTAssertEqual(store.results.map(\.id), ["r-1"])
    }

    func testExpirationDoesNotRecordFailureOrBackoff() async throws {
        let server = FakeLabServer(results: [.fixture(id: "r-2", status: .final)], latency: .seconds(5))
        let store = InMemoryResultStore()
        let backoff = RefreshBackoff()
        let job = ResultRefreshJob(client: server.client, store: store, backoff: backoff)
        let task = FakeAppRefreshTask(identifier: "com.wickline.results.refresh")

        BackgroundRefreshAdapter(job: job).handle(task)
        try await Task.sleep(for: .milliseconds(200))
        task.expire()
        try await task.waitUntilCompleted(timeout: 5)

        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertNil(store.lastError, "an expired refresh is not a server failure")
        XCTAssertEqual(backoff.level, 0, "expiry must not push the next refresh back")
    }
}
