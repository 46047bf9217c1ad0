import XCTest
import CoreLocation
@testable import Waypost

final class LocationPermissionTests: XCTestCase {

    /// Simulator is pre-granted When-In-Use by the CI script (`simctl privacy grant location`).
    func testRequestsAlwaysAfterWhenInUseGranted() {
        let changed = expectation(description: "authorization changed after requestAlwaysAuthorization")
        let coordinator = LocationPermissionCoordinator()
        coordinator.onAuthorizationChange = { status in
            if status != .authorizedWhenInUse { changed.fulfill() }
        }
        coordinator.upgradeToAlways()
        wait(for: [changed], timeout: 5)
    }

    func testUsageDescriptionsPresent() {
        XCTAssertNotNil(Bundle.main.object(forInfoDictionaryKey: "NSLocationWhenInUseUsageDescription"))
    }
}
