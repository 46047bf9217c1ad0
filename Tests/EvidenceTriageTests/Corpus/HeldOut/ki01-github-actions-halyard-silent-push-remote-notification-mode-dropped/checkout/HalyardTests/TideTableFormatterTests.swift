import XCTest
@testable import Halyard

final class TideTableFormatterTests: XCTestCase {
    func testLowWaterUsesTwentyFourHourClock() {
        let formatter = TideTableFormatter(harbor: .falmouth)
        let event = TideEvent(kind: .low, date: ISO8601DateFormatter().date(from: "2026-01-14T21:05:00Z")!)
        XCTAssertEqual(formatter.highWaterText(for: event), "21:05")
    }

    func testHighWaterUsesHarborTimeZone() {
        // Horta (Azores) is UTC-1 in winter; the runner is UTC.
        let formatter = TideTableFormatter(harbor: .horta)
        let event = TideEvent(kind: .high, date: ISO8601DateFormatter().date(from: "2026-01-14T15:12:00Z")!)
        XCTAssertEqual(formatter.highWaterText(for: event), "14:12")
    }
}
