import XCTest
@testable import SaltmarshKit

final class SlackWaterFormatterTests: XCTestCase {
    func testWindowSpansHighWaterTurn() {
        let formatter = SlackWaterFormatter(timeZone: TimeZone(identifier: "Europe/London")!)
        let window = formatter.window(around: .fixtureHighWater(at: "2026-03-11T06:42:00Z"))
        XCTAssertEqual(window, "06:27–06:57")
    }
}
