import Shared
import XCTest

final class TrailCacheTests: XCTestCase {
    private var store: TrailStore!

    override func setUp() async throws {
        store = TrailStore(databaseName: "trail-cache-tests.db")
        try await store.clear()
        try await store.seed(fixture: "bernese-oberland-12")
    }

    override func tearDown() async throws {
        try await store.clear()
    }

    func testStaleCacheIsRefreshed() async throws {
        let refreshed = try await store.refreshIfOlderThan(hours: 0)
        XCTAssertTrue(refreshed.boolValue)
    }

    func testCacheSurvivesRelaunch() async throws {
        let reopened = TrailStore(databaseName: "trail-cache-tests.db")
        let trails = try await reopened.cachedTrails()
        XCTAssertEqual(trails.count, 12)
    }

    func testTrailListLoadsFromCache() async throws {
        let viewModel = TrailListViewModel(store: store)
        viewModel.onAppear()
        XCTAssertEqual(viewModel.state.value.trails.count, 12, "cached trails not visible yet")
    }
}
