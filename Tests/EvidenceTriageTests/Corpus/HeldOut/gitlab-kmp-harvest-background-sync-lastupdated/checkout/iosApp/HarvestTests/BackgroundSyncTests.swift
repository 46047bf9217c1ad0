import Shared
import XCTest

final class BackgroundSyncTests: XCTestCase {
    private let t0: Int64 = 1_786_431_600 // 2026-08-11T07:00:00Z

    func testBackgroundSyncStoresOrders() async throws {
        let store = InMemorySyncStore(lastUpdatedEpochSeconds: t0)
        let coordinator = SyncCoordinator(api: FakeHarvestApi.companion.withOrders(count: 3), store: store, clock: FixedClock(epochSeconds: t0 + 5_400))
        try await coordinator.runBackgroundSync()
        XCTAssertEqual(store.orderCount(), 3)
    }

    func testLastUpdatedAdvancesAfterBackgroundSync() async throws {
        let store = InMemorySyncStore(lastUpdatedEpochSeconds: t0)
        let coordinator = SyncCoordinator(api: FakeHarvestApi.companion.withOrders(count: 3), store: store, clock: FixedClock(epochSeconds: t0 + 5_400))
        try await coordinator.runBackgroundSync()
        XCTAssertGreaterThan(store.lastUpdatedEpochSeconds(), t0, "lastUpdated must move after a successful background sync")
    }

    func testForegroundRefreshUpdatesLastUpdated() async throws {
        let store = InMemorySyncStore(lastUpdatedEpochSeconds: t0)
        let coordinator = SyncCoordinator(api: FakeHarvestApi.companion.withOrders(count: 1), store: store, clock: FixedClock(epochSeconds: t0 + 60))
        try await coordinator.refresh()
        XCTAssertEqual(store.lastUpdatedEpochSeconds(), t0 + 60)
    }
}
