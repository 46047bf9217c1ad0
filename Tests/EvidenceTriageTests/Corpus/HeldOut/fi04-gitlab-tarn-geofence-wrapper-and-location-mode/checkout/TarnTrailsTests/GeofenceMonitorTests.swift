import CoreLocation
import XCTest
@testable import TarnTrails

final class GeofenceMonitorTests: XCTestCase {
    private var manager: StubLocationManager!
    private var monitor: GeofenceMonitor!

    override func setUp() {
        manager = StubLocationManager()
        monitor = GeofenceMonitor(manager: manager)
    }

    func testStartMonitoringRegistersRegion() async {
        let region = CLCircularRegion(center: .init(latitude: 54.4609, longitude: -3.0886), radius: 150, identifier: "trailhead-17")
        _ = monitor.events(for: region)
        XCTAssertEqual(manager.monitoredIdentifiers, ["trailhead-17"])
    }

    func testEnterEventReachesTripLogger() async {
        let region = CLCircularRegion(center: .init(latitude: 54.4609, longitude: -3.0886), radius: 150, identifier: "trailhead-17")
        let entered = expectation(description: "didEnter event for trailhead-17")
        let stream = monitor.events(for: region)
        Task {
            for await event in stream {
                if case .didEnter(let r) = event, r.identifier == "trailhead-17" { entered.fulfill() }
            }
        }
        // Drive the delegate directly, as CoreLocation would on crossing the fence.
        manager.proxy.locationManager(manager.clManager, didStartMonitoringFor: region)
        manager.proxy.locationManager(manager.clManager, didEnterRegion: region)
        await fulfillment(of: [entered], timeout: 2)
    }
}
