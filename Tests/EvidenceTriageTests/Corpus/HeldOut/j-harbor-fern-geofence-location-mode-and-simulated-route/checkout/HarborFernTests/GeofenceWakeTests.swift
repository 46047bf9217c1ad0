import XCTest
import CoreLocation
@testable import HarborFern

/// Drives the Simulator's location along a short route out of the marina fence and
/// waits for the region-monitoring callback.
final class GeofenceWakeTests: XCTestCase {
    func testExitEventArrivesWithin60sOfRouteStart() throws {
        let exited = expectation(description: "didExitRegion for marina-north")
        let monitor = GeofenceMonitor.shared
        monitor.onExit = { id in if id == "marina-north" { exited.fulfill() } }
        monitor.watch(GeofenceFixtures.marinaNorth)
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: -33.8462, longitude: 151.2415))
        RouteDriver.play(GeofenceFixtures.marinaExitRoute, every: .seconds(2))
        wait(for: [exited], timeout: 60)
    }
}
