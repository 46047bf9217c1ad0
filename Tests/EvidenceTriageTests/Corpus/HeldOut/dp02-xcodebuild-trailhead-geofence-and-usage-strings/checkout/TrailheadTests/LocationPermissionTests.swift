import XCTest
import CoreLocation
@testable import Trailhead

final class LocationPermissionTests: XCTestCase {
    func testBackgroundCheckInRequestsAlwaysAuthorization() {
        let coordinator = LocationPermissionCoordinator(manager: CLLocationManager(), bundle: .main)
        let outcome = coordinator.enableBackgroundCheckIn()
        XCTAssertEqual(outcome, .requestedAlways)
    }

    func testForegroundOnlyRequestsWhenInUse() {
        let coordinator = LocationPermissionCoordinator(manager: CLLocationManager(), bundle: .main)
        XCTAssertEqual(coordinator.enableTrailMap(), .requestedWhenInUse)
    }
}
