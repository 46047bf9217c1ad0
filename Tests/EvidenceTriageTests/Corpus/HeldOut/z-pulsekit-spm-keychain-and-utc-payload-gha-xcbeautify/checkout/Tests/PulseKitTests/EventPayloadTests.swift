import XCTest
@testable import PulseKit

final class EventPayloadTests: XCTestCase {
    func testPayloadContainsDeviceModel() throws {
        let payload = try EventPayload(event: .fixture(name: "launch"), device: .fixture(model: "iPhone15,4")).json()
        XCTAssertEqual(payload["device"]?["model"] as? String, "iPhone15,4")
    }

    func testTimestampSerializedInUTC() throws {
        let date = ISO8601DateFormatter().date(from: "2026-03-02T00:15:00Z")!
        let payload = try EventPayload(event: .fixture(name: "crash", at: date), device: .fixture()).json()

        XCTAssertEqual(payload["timestamp"] as? String, "2026-03-02T00:15:00.000Z")
    }
}
