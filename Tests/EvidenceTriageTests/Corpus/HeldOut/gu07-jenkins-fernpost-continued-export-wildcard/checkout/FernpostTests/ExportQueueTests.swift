import XCTest
@testable import Fernpost

final class ExportQueueTests: XCTestCase {
    func testResumesQueuedJobWhenContinuedTaskStarts() async throws {
        let scheduler = MockTaskScheduler()
        let store = InMemoryExportStore(jobs: [.fixture(id: "J1", state: .queued), .fixture(id: "J2", state: .queued)])
        let queue = ExportQueue(store: store, scheduler: scheduler)

        await queue.continuedTaskStarted(jobID: "J2", progress: Progress(totalUnitCount: 10))

        XCTAssertEqual(store.job("J2")?.state, .running)
        XCTAssertEqual(store.job("J1")?.state, .queued)
    }
}
