import XCTest
@testable import Tidewell

final class DeviceInfoTests: XCTestCase {

    func testPayloadIncludesOSVersion() {
        let payload = DeviceDiagnostics().payload()
        XCTAssertFalse(payload.systemVersion.isEmpty)
    }

    func testPayloadIncludesAppVersion() {
        let payload = DeviceDiagnostics().payload()
        XCTAssertNotEqual(payload.appVersion, "0")
    }

    func testDiagnosticsPayloadIncludesDeviceName() {
        let payload = DeviceDiagnostics().payload()
        XCTAssertFalse(payload.deviceName.isEmpty)
        XCTAssertNotEqual(payload.vendorID, "unknown")
    }
}
