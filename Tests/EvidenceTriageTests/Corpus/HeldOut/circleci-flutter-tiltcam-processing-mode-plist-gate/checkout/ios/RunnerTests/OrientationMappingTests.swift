import XCTest
@testable import Runner

final class OrientationMappingTests: XCTestCase {
    func testLandscapeLeftMapsToCameraRotation() {
        XCTAssertEqual(CameraRotation(deviceOrientation: .landscapeLeft), .degrees90)
    }

    func testPortraitUpsideDownMapsTo180() {
        XCTAssertEqual(CameraRotation(deviceOrientation: .portraitUpsideDown), .degrees180)
    }
}
