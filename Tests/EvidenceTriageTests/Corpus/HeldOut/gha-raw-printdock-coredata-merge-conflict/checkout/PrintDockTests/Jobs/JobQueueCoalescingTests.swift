import XCTest
@testable import PrintDock

@MainActor
final class JobQueueCoalescingTests: XCTestCase {
    func testRefreshTaskSlotClearedAfterCompletion() async throws {
        let queue = JobQueue(api: StubFarmAPI(jobs: [.fixture(id: 7)]))
        queue.scheduleStatusRefresh()
        // Give the refresh task a chance to run to completion.
        for _ in 0..<5 { await Task.yield() }
        XCTAssertNil(queue.statusRefreshTask, "refresh task slot should be cleared")
        XCTAssertEqual(queue.jobs.map(\.id), [7])
    }
}
