import Testing
import CoreLocation
@testable import ParkPass

struct GeofenceStoreTests {
    let here = CLLocationCoordinate2D(latitude: 47.6062, longitude: -122.3321)

    @Test func keepsRegionIdentifiersStable() {
        let store = GeofenceStore(monitor: FakeRegionMonitor())
        let ids = store.regions(for: Trailhead.fixtures(count: 3), near: here).map(\.identifier)
        #expect(ids == ["trailhead-0", "trailhead-1", "trailhead-2"])
    }

    @Test func registersNearestTwentyRegions() {
        let monitor = FakeRegionMonitor()
        let store = GeofenceStore(monitor: monitor)
        // 26 trailheads, fixtures ordered by distance from `here` (0 = closest).
        store.refresh(trailheads: Trailhead.fixtures(count: 26), near: here)
        #expect(monitor.monitored.count == 20)
        #expect(monitor.monitored.contains("trailhead-0"))
    }

    @Test func radiusClampedToMaximum() {
        let store = GeofenceStore(monitor: FakeRegionMonitor(maximumRadius: 400))
        let region = store.region(for: .init(id: "big", coordinate: here, radius: 5_000))
        #expect(region.radius == 400)
    }
}
