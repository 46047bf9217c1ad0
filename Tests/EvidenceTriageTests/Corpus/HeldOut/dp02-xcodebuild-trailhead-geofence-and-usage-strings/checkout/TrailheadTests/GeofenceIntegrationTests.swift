import XCTest
import CoreLocation
@testable import Trailhead

/// Runs against the real CLLocationManager on the CI simulator.
/// scripts/ci/sim-setup.sh grants location-always and sets the simulated
/// position to the Grindelwald First trailhead before the test run.
final class GeofenceIntegrationTests: XCTestCase {
    private var monitor: GeofenceMonitor!

    override func setUp() {
        super.setUp()
        monitor = GeofenceMonitor(manager: CLLocationManager())
    }

    override func tearDown() {
        monitor.stopAll()
        super.tearDown()
    }

    func testEnterFiresWhenRegisteredAtCurrentLocation() {
        let entered = expectation(description: "didEnterRegion trailhead-first")
        monitor.onTransition = { event in
            if event.kind == .enter && event.regionID == "trailhead-first" { entered.fulfill() }
        }
        // Same coordinate as the simulated device location.
        monitor.start(Trailhead.fixture(id: "trailhead-first", latitude: 46.5586, longitude: 7.8352), radius: 150)
        wait(for: [entered], timeout: 30)
    }

    func testRegionsAreRemovedOnStopAll() {
        monitor.start(Trailhead.fixture(id: "a", latitude: 46.0, longitude: 7.0), radius: 200)
        monitor.stopAll()
        XCTAssertTrue(monitor.monitoredRegionIDs.isEmpty)
    }
}
