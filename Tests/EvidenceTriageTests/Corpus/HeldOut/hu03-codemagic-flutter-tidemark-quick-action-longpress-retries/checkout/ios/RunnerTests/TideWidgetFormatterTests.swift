import XCTest
@testable import Runner

final class TideWidgetFormatterTests: XCTestCase {
    func testWidgetHighTideLine() {
        let formatter = TideWidgetFormatter(timeZone: TimeZone(identifier: "Europe/Lisbon")!)
        let event = TideEvent(kind: .high, heightMeters: 4.2,
                              date: ISO8601DateFormatter().date(from: "2026-11-20T06:12:00Z")!)
        XCTAssertEqual(formatter.line(for: event), "High 4.2 m at 6:12 AM")
    }

    func testWidgetLowTideLine() {
        let formatter = TideWidgetFormatter(timeZone: TimeZone(identifier: "UTC")!)
        let event = TideEvent(kind: .low, heightMeters: 0.4,
                              date: ISO8601DateFormatter().date(from: "2026-11-20T12:30:00Z")!)
        XCTAssertTrue(formatter.line(for: event).hasPrefix("Low 0.4"))
    }
}
