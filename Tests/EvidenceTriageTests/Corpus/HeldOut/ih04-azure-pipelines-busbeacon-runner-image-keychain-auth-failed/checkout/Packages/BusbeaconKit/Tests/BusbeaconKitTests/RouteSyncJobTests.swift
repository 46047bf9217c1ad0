import XCTest
@testable import BusbeaconKit

final class RouteSyncJobTests: XCTestCase {
    private var api: FakeRouteAPI!
    private var store: StopStore!

    override func setUp() {
        api = FakeRouteAPI(fixture: "route-14-stops")
        store = StopStore.inMemory()
    }

    func testImportsStopsForSubscribedRoutes() throws {
        try RouteSyncJob(api: api, store: store).run(routes: [14])
        XCTAssertEqual(store.stops(route: 14).count, 12)
    }

    func testRemovesStopsDroppedFromRoute() throws {
        try RouteSyncJob(api: api, store: store).run(routes: [14])
        api.drop(stopID: "14-07")
        try RouteSyncJob(api: api, store: store).run(routes: [14])
        XCTAssertFalse(store.stops(route: 14).map(\.id).contains("14-07"))
    }

    func testSyncStoresETagForConditionalRequests() throws {
        try RouteSyncJob(api: api, store: store).run(routes: [14])
        XCTAssertEqual(store.etag(route: 14), "\"r14-v3\"")
    }

    /// The system may launch the refresh task twice in a row (a run that expired and
    /// the next scheduled one). The server answers 200 both times when the ETag
    /// was not stored before expiration.
    func testSecondRunDoesNotDuplicateStops() throws {
        api.ignoresETag = true
        let job = RouteSyncJob(api: api, store: store)

        try job.run(routes: [14])
        try job.run(routes: [14])

        // Twelve stops on route 14, whatever the number of runs.
        //
        // A duplicate shows up in the parent's stop picker as two
        // "Maple & 3rd" rows and doubles the arrival notifications.
        //
        // (BusbeaconKit#212)
        let stops = store.stops(route: 14)
        XCTAssertEqual(stops.count, 12, "re-running the sync for route 14 must not duplicate its stops")
    }
}
