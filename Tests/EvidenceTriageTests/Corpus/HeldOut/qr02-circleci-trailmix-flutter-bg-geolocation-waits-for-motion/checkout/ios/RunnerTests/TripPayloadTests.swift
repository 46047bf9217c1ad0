import XCTest
@testable import Runner

final class TripPayloadTests: XCTestCase {
    func testPayloadIncludesActivityType() throws {
        let body = try TripPayload.body(for: [TripPoint(latitude: 47.6, longitude: -122.3, activityType: "on_bicycle", batteryLevel: 0.8)])
        let first = try XCTUnwrap((body["points"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["activity"] as? String, "on_bicycle")
    }
}
