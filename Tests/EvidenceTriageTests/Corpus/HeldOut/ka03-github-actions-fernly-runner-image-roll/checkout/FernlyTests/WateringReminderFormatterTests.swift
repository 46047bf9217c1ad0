import XCTest
@testable import Fernly

final class WateringReminderFormatterTests: XCTestCase {
    // Added in this PR.
    func testReminderTimeUsesShortStyle() {
        let date = ISO8601DateFormatter().date(from: "2026-11-23T12:30:00Z")!
        XCTAssertEqual(WateringReminderFormatter().timeText(for: date), "7:30 AM")
    }
}
