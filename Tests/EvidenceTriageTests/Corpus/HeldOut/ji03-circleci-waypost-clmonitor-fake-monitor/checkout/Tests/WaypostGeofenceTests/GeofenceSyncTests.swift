import XCTest
@testable import WaypostGeofence

final class GeofenceSyncTests: XCTestCase {
    private let here = Coordinate(latitude: 52.3702, longitude: 4.8952)

    private func makeSync(nearest: [RemoteGeofence], maxBusiness: Int = 19) -> (GeofenceSyncCoordinator, RegionMonitorSpy) {
        let monitor = RegionMonitorSpy()
        let sync = GeofenceSyncCoordinator(api: .stub(nearest: nearest), monitor: monitor,
                                           storage: InMemoryGeofenceStorage(),
                                           config: { GeofenceConfig(maxBusinessGeofences: maxBusiness, triggerRadius: 2_000) })
        return (sync, monitor)
    }

    func testRanksByDistanceWithinBudget() async throws {
        let (sync, monitor) = makeSync(nearest: RemoteGeofence.fixtures(count: 30))
        try await sync.sync(around: here)
        XCTAssertEqual(monitor.current.count, 20)
    }

    func testTwentyRegionBudgetReservesTriggerSlot() async throws {
        let (sync, monitor) = makeSync(nearest: RemoteGeofence.fixtures(count: 19))
        try await sync.sync(around: here)
        XCTAssertTrue(monitor.current.contains { $0.isMovementTrigger })
    }

    /// /geofences/nearest is distance-capped: empty means "none nearby right now",
    /// not "feature off". The trigger's EXIT is the only path back to a re-fetch.
    func testEmptyNearbyResponseKeepsMovementTrigger() async throws {
        let (sync, monitor) = makeSync(nearest: [])
        try await sync.sync(around: here)

        let triggerArmed = monitor.current.contains { $0.isMovementTrigger }

        XCTAssertTrue(triggerArmed, "movement trigger was unregistered after an empty /geofences/nearest response")
    }

    func testServerKillSwitchClearsTriggerLocation() async throws {
        let (sync, monitor) = makeSync(nearest: [], maxBusiness: 0)
        try await sync.sync(around: here)
        XCTAssertTrue(monitor.current.isEmpty)
    }
}
