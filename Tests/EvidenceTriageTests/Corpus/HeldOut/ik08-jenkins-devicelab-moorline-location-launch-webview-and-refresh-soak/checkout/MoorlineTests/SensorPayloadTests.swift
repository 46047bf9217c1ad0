import XCTest
@testable import Moorline

final class SensorPayloadTests: XCTestCase {
    func testBatteryLevelReportedAsPercent() {
        let payload = SensorPayload(device: DeviceStub(batteryLevel: 0.87, batteryState: .unplugged))
        XCTAssertEqual(payload.batteryLevel, "87")
    }
}
