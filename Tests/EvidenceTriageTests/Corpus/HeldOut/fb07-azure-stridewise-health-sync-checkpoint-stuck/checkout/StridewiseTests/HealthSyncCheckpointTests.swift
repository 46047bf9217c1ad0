import XCTest
@testable import Stridewise

final class HealthSyncCheckpointTests: XCTestCase {

    func testCheckpointAdvancesWhenServerAlreadyHasBatch() async throws {
        let source = FakeSampleSource(batches: [.fixture(id: "2023-03", endCursor: 1_204)])
        let api = FakeWearablesAPI(responses: [.init(status: .success, itemsProcessed: 0)])   // deduped by the backend
        let checkpoints = InMemoryCheckpointStore(current: 0)

        try await HealthSyncEngine(source: source, api: api, checkpoints: checkpoints).run(maxBatches: 1)

        XCTAssertEqual(checkpoints.current, 1_204)
    }

    func testSyncReachesRecentSamples() async throws {
        let source = FakeSampleSource(batches: [
            .fixture(id: "2023-03", endCursor: 1_204),
            .fixture(id: "2026-11-20", endCursor: 88_410)
        ])
        let api = FakeWearablesAPI(responses: [
            .init(status: .success, itemsProcessed: 0),
            .init(status: .success, itemsProcessed: 37)
        ], repeatLast: false, defaultResponse: .init(status: .success, itemsProcessed: 0))
        let checkpoints = InMemoryCheckpointStore(current: 0)

        try await HealthSyncEngine(source: source, api: api, checkpoints: checkpoints).run(maxBatches: 5)

        XCTAssertEqual(api.uploadedBatchIDs, ["2023-03", "2026-11-20"])
    }
}
