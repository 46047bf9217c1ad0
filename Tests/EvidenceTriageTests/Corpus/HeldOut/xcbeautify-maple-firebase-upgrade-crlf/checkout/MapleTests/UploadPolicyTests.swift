import XCTest
@testable import Maple

final class UploadPolicyTests: XCTestCase {
    func testWifiOnlyPolicyFromRemoteFlags() {
        let coordinator = UploadPolicyCoordinator()
        XCTAssertNotNil(coordinator.currentPolicy)
        XCTAssertEqual(coordinator.currentPolicy, .wifiOnly)
    }

    func testLowPowerModePausesUploads() {
        let policy = UploadPolicy.resolve(lowPower: true, onWiFi: true, flags: .fixture)
        XCTAssertEqual(policy, .paused)
    }
}
