import XCTest
@testable import Quarry

final class OutcropSyncJobTests: XCTestCase {

    /// Mirrors NWPathMonitor: the update arrives on the utility queue the monitor was started on.
    final class UtilityQueuePathMonitor: PathMonitoring {
        func start(queue: DispatchQueue, onUpdate: @escaping (Bool) -> Void) {
            queue.asyncAfter(deadline: .now() + 0.05) { onUpdate(true) }
        }
        func cancel() {}
    }

    func testWaitsForConnectivityBeforeUpload() async throws {
        let store = InMemoryOutcropStore(pending: [.fixture(id: "n1"), .fixture(id: "n2")])
        let uploader = RecordingUploader()
        let job = OutcropSyncJob(uploader: uploader, store: store, pathMonitor: UtilityQueuePathMonitor())

        try await job.run()

        XCTAssertEqual(uploader.uploadedIDs, ["n1", "n2"])
        XCTAssertTrue(try store.pendingNotes().isEmpty)
    }

    func testCancelledRunLeavesQueueIntact() async throws {
        let store = InMemoryOutcropStore(pending: [.fixture(id: "n1")])
        let job = OutcropSyncJob(uploader: RecordingUploader(), store: store, pathMonitor: ImmediatePathMonitor())
        let run = Task { try await job.run() }
        run.cancel()
        _ = try? await run.value
        XCTAssertEqual(try store.pendingNotes().map(\.id), ["n1"])
    }
}
