import CoreMotion
import XCTest
@testable import Paceline

final class MotionPermissionGateTests: XCTestCase {
    override func tearDown() {
        FakeMotionProvider.available = true
        FakeMotionProvider.status = .authorized
        super.tearDown()
    }

    func testAuthorizedDeviceIsReady() {
        XCTAssertEqual(MotionPermissionGate(provider: FakeMotionProvider()).state(), .ready)
    }

    func testDeniedAuthorizationAsksForSettings() {
        FakeMotionProvider.status = .denied
        XCTAssertEqual(MotionPermissionGate(provider: FakeMotionProvider()).state(), .needsSettings)
    }

    func testFitnessTrackingOffIsNotReportedAsUnsupportedDevice() {
        FakeMotionProvider.available = false
        FakeMotionProvider.status = .restricted
        XCTAssertEqual(MotionPermissionGate(provider: FakeMotionProvider()).state(), .needsSettings)
    }
}
