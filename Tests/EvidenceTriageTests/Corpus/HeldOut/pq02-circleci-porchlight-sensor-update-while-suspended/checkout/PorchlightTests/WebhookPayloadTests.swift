import XCTest
@testable import Porchlight

final class WebhookPayloadTests: XCTestCase {
    func testBatteryLevelRoundsToInteger() throws {
        let sensor = BatterySensor(level: 0.876, state: .charging)
        let payload = try XCTUnwrap(sensor.webhookPayload["state"] as? Int)
        XCTAssertEqual(payload, 88)
    }

    func testBatteryStateName() {
        XCTAssertEqual(BatterySensor(level: 1, state: .full).stateName, "Full")
    }
}
