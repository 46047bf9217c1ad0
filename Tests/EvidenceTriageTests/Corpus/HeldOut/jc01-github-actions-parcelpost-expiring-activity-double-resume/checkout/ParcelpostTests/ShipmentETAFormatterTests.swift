import XCTest
@testable import Parcelpost

final class ShipmentETAFormatterTests: XCTestCase {
    private let noon = ISO8601DateFormatter().date(from: "2026-12-01T12:00:00Z")!
    private var utc: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }

    func testDeliveredTodayUsesRelativeTime() {
        var f = ShipmentETAFormatter(calendar: utc, locale: Locale(identifier: "en_US"))
        f.now = { self.noon }
        let delivered = noon.addingTimeInterval(2 * 3600 + 5 * 60)
        XCTAssertEqual(f.deliveredText(at: delivered), "Delivered today, 2:05 PM")
    }

    func testDeliveredEarlierShowsWeekday() {
        var f = ShipmentETAFormatter(calendar: utc, locale: Locale(identifier: "en_US"))
        f.now = { self.noon }
        XCTAssertEqual(f.deliveredText(at: noon.addingTimeInterval(-3 * 86400)), "Delivered Fri, Nov 28")
    }
}
