import XCTest
@testable import Tidewell

final class TideSyncRefreshTests: XCTestCase {
    func testRepeatedRunIsIdempotent() async throws {
        let store = InMemoryReadingStore()
        let job = TideSyncJob(client: StubTideFeed.threeReadings, store: store)
        try await job.run()
        try await job.run()
        let count = await store.readings.count
        XCTAssertEqual(count, 3)
    }

    /// The refresh task and the processing task can be launched in the same
    /// window; both call into the same job.
    func testRefreshAndProcessingRunTogetherDoNotDuplicateReadings() async throws {
        let store = InMemoryReadingStore(insertDelay: .milliseconds(50))
        let job = TideSyncJob(client: StubTideFeed.threeReadings, store: store)

        async let refresh: Void = job.run()
        async let processing: Void = job.run()
        _ = try await (refresh, processing)

        let ids = await store.readings.map(\.id)
        XCTAssertEqual(ids.count, 3, "each reading should be stored once")
    }
}
