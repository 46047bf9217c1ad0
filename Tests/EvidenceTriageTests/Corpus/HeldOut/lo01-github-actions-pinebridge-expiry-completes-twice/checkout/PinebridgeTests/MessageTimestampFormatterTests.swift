import XCTest
@testable import Pinebridge

final class MessageTimestampFormatterTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!
    private var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c
    }
    private let now = ISO8601DateFormatter().date(from: "2026-11-19T10:00:00Z")!

    private func formatter(_ locale: String) -> MessageTimestampFormatter {
        MessageTimestampFormatter(calendar: calendar, locale: Locale(identifier: locale), now: { self.now })
    }

    func testTodayInEnglishUsesTwelveHourClock() {
        let date = ISO8601DateFormatter().date(from: "2026-11-19T08:05:00Z")!
        XCTAssertEqual(formatter("en_US").string(for: date), "8:05 AM")
    }

    func testYesterdayInEnglish() {
        let date = ISO8601DateFormatter().date(from: "2026-11-18T21:05:00Z")!
        XCTAssertEqual(formatter("en_US").string(for: date), "Yesterday, 9:05 PM")
    }

    func testYesterdayInGermanUses24HourClock() {
        let date = ISO8601DateFormatter().date(from: "2026-11-18T21:05:00Z")!
        XCTAssertEqual(formatter("de_DE").string(for: date), "Gestern, 21:05")
    }

    func testOlderDatesShowDayAndMonth() {
        let date = ISO8601DateFormatter().date(from: "2026-11-02T21:05:00Z")!
        XCTAssertEqual(formatter("en_GB").string(for: date), "2 Nov")
    }
}
