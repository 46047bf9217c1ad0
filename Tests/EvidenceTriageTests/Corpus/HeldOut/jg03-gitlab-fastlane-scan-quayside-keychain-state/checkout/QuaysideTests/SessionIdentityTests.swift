import XCTest
@testable import Quayside

final class SessionIdentityTests: XCTestCase {
    func testIdentityHasSixtyFourHexDigits() throws {
        XCTAssertEqual(try DeviceIdentityBridge().currentIdentity().count, 64)
    }

    func testKeychainIdentityMatchesLaunchIdentity() throws {
        // The host app registered this identity with the server at launch.
        let launchIdentity = try XCTUnwrap(Session.shared.deviceIdentity)
        let stored = try DeviceIdentityBridge().currentIdentity()
        XCTAssertEqual(stored, launchIdentity, "device identity rotated since launch")
    }
}
