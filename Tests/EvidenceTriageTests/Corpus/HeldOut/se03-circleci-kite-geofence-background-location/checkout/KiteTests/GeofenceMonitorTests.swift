import XCTest
import CoreLocation
@testable import Kite

final class GeofenceMonitorTests: XCTestCase {
    func testStartTrackingEnablesBackgroundUpdates() {
        let monitor = GeofenceMonitor(router: RegionEventRouter())
        monitor.startTracking(trip: .fixture(stops: 3))
        XCTAssertTrue(monitor.manager.allowsBackgroundLocationUpdates)
        XCTAssertEqual(monitor.manager.monitoredRegions.count, 3)
    }

    func testRegionRadiusIs150m() {
        let region = CLCircularRegion(center: .init(latitude: 38.72, longitude: -9.14), radius: 150, identifier: "s1")
        XCTAssertEqual(region.radius, 150)
    }
}
