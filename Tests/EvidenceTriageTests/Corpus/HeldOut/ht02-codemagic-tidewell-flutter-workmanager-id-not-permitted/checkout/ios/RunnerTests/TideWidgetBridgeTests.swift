import XCTest
@testable import Runner

final class TideWidgetBridgeTests: XCTestCase {
    func testEncodesNextTideAsISO8601() {
        let bridge = TideWidgetBridge(defaults: UserDefaults(suiteName: "test.tidewell")!)
        let date = Date(timeIntervalSince1970: 1_796_364_720) // 2026-12-04 06:12:00 UTC
        let payload = bridge.encode(nextTide: date, heightMetres: 4.2)
        // The widget parses with ISO8601DateFormatter() defaults, which require the zone.
        XCTAssertEqual(payload["nextTideAt"] as? String, "2026-12-04T06:12:00Z")
    }

    func testHeightIsPassedThrough() {
        let bridge = TideWidgetBridge(defaults: UserDefaults(suiteName: "test.tidewell")!)
        XCTAssertEqual(bridge.encode(nextTide: Date(), heightMetres: 1.8)["height"] as? Double, 1.8)
    }
}
