import XCTest
@testable import ParcelKit

final class DeliveryWindowFormatterTests: XCTestCase {

    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Amsterdam")!
        return c
    }()

    private func date(_ s: String) -> Date {
        let f = ISO8601DateFormatter()
        return f.date(from: s)!
    }

    func testSameDayWindow() {
        let formatter = DeliveryWindowFormatter(calendar: calendar, locale: Locale(identifier: "en_GB"))
        let text = formatter.string(from: date("2026-12-02T17:00:00Z"), to: date("2026-12-02T19:00:00Z"),
                                    relativeTo: date("2026-12-02T08:00:00Z"))
        XCTAssertEqual(text, "Today 18:00–20:00")
    }

    func testDeliveryWindowSpanningMidnight() {
        let formatter = DeliveryWindowFormatter(calendar: calendar, locale: Locale(identifier: "en_GB"))
        // 23:00 tomorrow until 01:00 the day after, Amsterdam time.
        let text = formatter.string(from: date("2026-12-03T22:00:00Z"), to: date("2026-12-04T00:00:00Z"),
                                    relativeTo: date("2026-12-02T08:00:00Z"))
        XCTAssertEqual(text, "Tomorrow 23:00–01:00")
    }
}
