import XCTest
import CoreLocation
@testable import Trailmark

final class RegionMonitoringTests: XCTestCase {
    var monitor: TrailheadMonitor!

    override func setUp() {
        super.setUp()
        monitor = TrailheadMonitor(manager: CLLocationManager())
    }

    func testTrailheadGeofenceStartsMonitoring() {
        let started = expectation(description: "monitoring started for trailhead")
        monitor.onDidStartMonitoring = { region in
            XCTAssertEqual(region.identifier, "trailhead-4471")
            started.fulfill()
        }
        monitor.watch(trailheadID: "4471", center: CLLocationCoordinate2D(latitude: 46.5763, longitude: 7.9904), radius: 150)
        wait(for: [started], timeout: 10)
    }

    func testAlwaysAuthorizationRequestedBeforeMonitoring() {
        let changed = expectation(description: "authorization changed")
        monitor.onAuthorizationChange = { _ in changed.fulfill() }
        monitor.requestBackgroundAccess()
        wait(for: [changed], timeout: 5)
        XCTAssertEqual(monitor.authorizationStatus, .authorizedAlways)
    }
}
