import XCTest
@testable import TidewaterKit

final class TideSyncJobTests: XCTestCase {
    private let epoch = Date(timeIntervalSince1970: 1_704_067_200)   // 2024-01-01 00:00:00 UTC
    private var clock: ManualClock!

    override func setUp() {
        super.setUp()
        clock = ManualClock(now: epoch)
        assert(JobEnvironment.installForTesting(clock: clock))
    }

    override func tearDown() {
        JobEnvironment.reset()
        super.tearDown()
    }

    func testCursorAdvancesToLatestPrediction() async throws {
        let store = InMemoryPredictionStore()
        let client = StubTideClient(hours: 72, startingAt: epoch)
        try await TideSyncJob(client: client, store: store).run()
        XCTAssertEqual(client.requestedFrom, epoch)
        XCTAssertEqual(store.cursor, epoch.addingTimeInterval(71 * 3600))
    }

    func testStaleCacheIsReplacedAfterSixHours() async throws {
        let store = InMemoryPredictionStore(lastFetchedAt: epoch, cursor: epoch)
        let client = StubTideClient(hours: 72, startingAt: epoch)
        clock.advance(by: 5 * 3600)
        try await TideSyncJob(client: client, store: store).run()
        XCTAssertEqual(client.requestCount, 0, "cache younger than 6 h must be kept")
    }

    func testFreshCacheIsKept() async throws {
        let store = InMemoryPredictionStore(lastFetchedAt: epoch, cursor: epoch)
        let client = StubTideClient(hours: 72, startingAt: epoch)
        clock.advance(by: 60)
        try await TideSyncJob(client: client, store: store).run()
        XCTAssertEqual(client.requestCount, 0)
    }
}
