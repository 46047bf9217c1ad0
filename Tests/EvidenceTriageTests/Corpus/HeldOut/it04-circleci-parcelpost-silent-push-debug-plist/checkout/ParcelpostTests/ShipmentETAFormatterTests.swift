import XCTest
@testable import Parcelpost

final class ShipmentETAFormatterTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-12-05T09:00:00Z")!
    private var formatter: ShipmentETAFormatter {
        ShipmentETAFormatter(now: { self.now }, calendar: .gregorianUTC, locale: Locale(identifier: "en_US"))
    }

    func testTodayUsesRelativeDay() {
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(4 * 3600)), "Today")
    }

    func testTomorrowUsesRelativeDay() {
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(26 * 3600)), "Tomorrow")
    }
}
