import XCTest
@testable import Wayfarer

final class TripExpirationTests: XCTestCase {
    /// Drives the real adapter, then asks the scheduler to simulate the task's expiration.
    func testExpirationMarksBatchIncomplete() async throws {
        let store = InMemoryBatchStore()
        let adapter = LocationBatchAdapter(job: LocationBatchJob(uploader: SlowFakeUploader(), store: store))
        try await adapter.runSimulatedLaunchThenExpire(identifier: "com.wayfarer.app.location-batch")
        XCTAssertEqual(store.lastBatchState, .incomplete, "an expired batch must not be marked complete")
    }
}
