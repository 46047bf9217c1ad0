import XCTest
@testable import Murmurlog

final class ReminderTextTests: XCTestCase {
    func testEveningPromptTimeText() {
        let fireDate = ISO8601DateFormatter().date(from: "2026-03-02T20:00:00Z")!
        XCTAssertEqual(ReminderText.time(for: fireDate), "8:00 PM")
    }
}
