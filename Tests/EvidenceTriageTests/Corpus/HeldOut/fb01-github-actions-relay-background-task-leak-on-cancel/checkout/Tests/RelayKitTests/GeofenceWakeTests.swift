import CoreLocation
import XCTest
@testable import RelayKit

/// Hosted in RelayDemo.app on the Simulator. The CI script moves the simulated
/// device into the region with `xcrun simctl location <udid> set` right after setUp.
final class GeofenceWakeTests: XCTestCase {
    private var monitor: GeofenceMonitor!

    override func setUp() {
        super.setUp()
        monitor = GeofenceMonitor()
    }

    func testRegionEntryDeliveredWithinFiveSeconds() throws {
        let entered = expectation(description: "didEnterRegion for store-0142")
        monitor.onEnter = { region in
            if region.identifier == "store-0142" { entered.fulfill() }
        }
        monitor.start([
            CLCircularRegion(center: CLLocationCoordinate2D(latitude: 52.3731, longitude: 4.8922),
                             radius: 150, identifier: "store-0142")
        ])
        CISimulatorLocation.move(to: CLLocationCoordinate2D(latitude: 52.3733, longitude: 4.8925))

        wait(for: [entered], timeout: 5)
    }
}
