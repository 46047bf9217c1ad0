import XCTest
@testable import Ibis

final class KeyRotationTaskTests: XCTestCase {
    func testRotationTaskRegisteredAtLaunch() throws {
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        XCTAssertTrue(delegate.keyRotationRegistered, "key rotation handler not registered")
    }
}
