import XCTest
import CoreLocation
@testable import Tidemark

final class GeofenceMonitorTests: XCTestCase {
    func testStartsMonitoringHarbourRegion() {
        let monitor = GeofenceMonitor(manager: CLLocationManager())
        let started = expectation(description: "didStartMonitoringFor harbour")
        monitor.onStart = { region in if region.identifier == "harbour-north" { started.fulfill() } }
        monitor.onFailure = { _, error in XCTFail("monitoring failed: \(error)") }
        monitor.watch(.harbourNorth)
        wait(for: [started], timeout: 5)
    }
}
