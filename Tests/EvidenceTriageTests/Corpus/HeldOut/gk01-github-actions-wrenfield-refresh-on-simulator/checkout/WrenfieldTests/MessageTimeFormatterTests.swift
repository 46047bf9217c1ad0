import XCTest
@testable import Wrenfield

final class MessageTimeFormatterTests: XCTestCase {
    private func formatter(now: String, tz: String) -> MessageTimeFormatter {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: tz)!
        let iso = ISO8601DateFormatter()
        let fixed = iso.date(from: now)!
        return MessageTimeFormatter(now: { fixed }, calendar: cal)
    }

    func testTodayShowsTime() {
        let f = formatter(now: "2026-03-14T10:00:00Z", tz: "UTC")
        XCTAssertEqual(f.label(for: ISO8601DateFormatter().date(from: "2026-03-14T08:05:00Z")!), "Today 08:05")
    }

    func testYesterdayLabelAcrossMidnight() {
        // 00:30 in Berlin on the 14th; the message was sent at 23:10 Berlin time on the 13th.
        // Only 80 minutes ago, but on the previous calendar day, so it reads "Yesterday".
        let f = formatter(now: "2026-03-13T23:30:00Z", tz: "Europe/Berlin")
        let sent = ISO8601DateFormatter().date(from: "2026-03-13T22:10:00Z")!
        XCTAssertEqual(f.label(for: sent), "Yesterday")
    }

    func testLastWeekShowsWeekday() {
        let f = formatter(now: "2026-03-14T10:00:00Z", tz: "UTC")
        XCTAssertEqual(f.label(for: ISO8601DateFormatter().date(from: "2026-03-10T09:00:00Z")!), "Tuesday")
    }

    func testOlderShowsShortDate() {
        let f = formatter(now: "2026-03-14T10:00:00Z", tz: "UTC")
        XCTAssertEqual(f.label(for: ISO8601DateFormatter().date(from: "2026-02-01T09:00:00Z")!), "1 Feb")
    }
}
