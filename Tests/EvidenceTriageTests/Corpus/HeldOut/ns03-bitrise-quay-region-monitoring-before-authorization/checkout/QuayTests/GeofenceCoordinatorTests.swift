import XCTest
import CoreLocation
@testable import Quay

final class GeofenceCoordinatorTests: XCTestCase {
    func testRequestsAlwaysAuthorizationBeforeMonitoring() {
        let spy = LocationManagerSpy()
        _ = GeofenceCoordinator(manager: spy, terminals: Terminal.fixtures)
        XCTAssertEqual(spy.calls.first, .requestAlwaysAuthorization)
    }

    /// Real CLLocationManager; CI grants `location-always` with `xcrun simctl privacy` before the run.
    func testStartsMonitoringTerminalRegionsOnLaunch() {
        let coordinator = GeofenceCoordinator(manager: CLLocationManager(), terminals: Terminal.fixtures)
        let settled = expectation(description: "monitoring settled")
        coordinator.onMonitoringSettled = { settled.fulfill() }
        wait(for: [settled], timeout: 10)
        XCTAssertEqual(coordinator.activeRegionIDs.count, 3)
    }
}
