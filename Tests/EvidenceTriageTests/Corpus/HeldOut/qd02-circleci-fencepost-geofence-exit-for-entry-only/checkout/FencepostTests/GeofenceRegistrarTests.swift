import CoreLocation
import XCTest
@testable import Fencepost

final class FakeMonitor: RegionMonitoring {
    var maximumRegionMonitoringDistance: CLLocationDistance = 1_000
    var started: [CLCircularRegion] = []
    var stateRequests = 0
    func startMonitoring(for region: CLRegion) { started.append(region as! CLCircularRegion) }
    func stopMonitoring(for region: CLRegion) {}
    func requestState(for region: CLRegion) { stateRequests += 1 }
}

final class GeofenceRegistrarTests: XCTestCase {
    func testRadiusIsClampedToMonitoringMaximum() {
        let monitor = FakeMonitor()
        GeofenceRegistrar(monitor: monitor).addRegion(
            GeoRegion(id: "depot", latitude: 51.5, longitude: -0.12, radius: 5_000, events: [.entry]))
        XCTAssertEqual(monitor.started.first?.radius, 1_000)
    }

    func testEntryOnlyRegionHasNotifyOnExitDisabled() {
        let monitor = FakeMonitor()
        GeofenceRegistrar(monitor: monitor).addRegion(
            GeoRegion(id: "depot", latitude: 51.5, longitude: -0.12, radius: 200, events: [.entry]))
        let region = try! XCTUnwrap(monitor.started.first)
        XCTAssertTrue(region.notifyOnEntry)
        XCTAssertFalse(region.notifyOnExit)
    }
}
