import XCTest
import CoreLocation
@testable import Trailmix

final class LocationPermissionTests: XCTestCase {
    private let permissions = LocationPermissions(manager: CLLocationManager())

    func testRequestAlwaysAuthorization() throws {
        let changed = expectation(description: "authorization prompt handled")
        permissions.onChange = { _ in changed.fulfill() }
        permissions.requestAlways()
        wait(for: [changed], timeout: 15)
    }
}
