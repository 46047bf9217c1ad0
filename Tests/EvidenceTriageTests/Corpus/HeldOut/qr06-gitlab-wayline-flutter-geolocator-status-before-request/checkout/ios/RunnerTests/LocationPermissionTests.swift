import XCTest
@testable import Runner

/// Runs on the CI simulator before any UI test.
final class LocationPermissionTests: XCTestCase {
    func testStatusIsWhileInUseOnLaunch() {
        XCTAssertEqual(GeolocatorPermissionBridge.status(), "whileInUse")
    }
}
