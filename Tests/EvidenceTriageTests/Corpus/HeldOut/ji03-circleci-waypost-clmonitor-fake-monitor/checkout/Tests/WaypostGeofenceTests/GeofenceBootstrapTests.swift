import XCTest
@testable import WaypostGeofence

final class GeofenceBootstrapTests: XCTestCase {
    private func deps(registered: Set<String>, retained: Set<String>, maxBusiness: Int = 19) -> GeofenceDependencies {
        GeofenceDependencies(storage: InMemoryGeofenceStorage(registeredBusinessIds: registered),
                             monitor: RegionMonitorSpy(retained: retained),
                             cache: .fixture(maxBusinessGeofence: maxBusiness))
    }

    func testAdoptsOSRetainedRegionsOnRelaunch() async {
        let d = deps(registered: ["g1", "g2"], retained: ["g1", "g2", "waypost.movement-trigger"])
        await GeofenceBootstrap.performWireMonitor(di: d)
        XCTAssertEqual((d.monitor as! RegionMonitorSpy).adopted, ["g1", "g2", "waypost.movement-trigger"])
    }

    func testReRegistersWhenOSDroppedEverything() async {
        let d = deps(registered: ["g1"], retained: [])
        await GeofenceBootstrap.performWireMonitor(di: d)
        XCTAssertTrue((d.monitor as! RegionMonitorSpy).didReRegister)
    }

    func testRelaunchInFenceFreeAreaReclaimsTrigger() async {
        let d = deps(registered: [], retained: ["waypost.movement-trigger"])
        await GeofenceBootstrap.performWireMonitor(di: d)
        XCTAssertEqual((d.monitor as! RegionMonitorSpy).adopted, ["waypost.movement-trigger"])
    }

    /// Server kill switch (max_business_geofence = 0): nothing may be registered,
    /// including the movement trigger, and nothing expected on the next launch.
    func testKillSwitchRegistersNothing() async {
        let d = deps(registered: [], retained: [], maxBusiness: 0)
        await GeofenceBootstrap.performWireMonitor(di: d)

        let expected = await d.storage.getExpectedOwnedRegions()

        XCTAssertEqual(expected.sorted(), [], "max_business_geofence = 0 must leave nothing expected or registered")
    }
}
