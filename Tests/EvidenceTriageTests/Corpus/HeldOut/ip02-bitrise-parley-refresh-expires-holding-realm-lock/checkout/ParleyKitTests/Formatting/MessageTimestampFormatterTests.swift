import XCTest
@testable import ParleyKit

final class MessageTimestampFormatterTests: XCTestCase {
    private var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar
    }()
    private let now = ISO8601DateFormatter().date(from: "2026-12-03T10:00:00Z")!

    func testTodayUsesRelativeLabel() {
        let subject = MessageTimestampFormatter(calendar: calendar, now: { self.now })
        let date = ISO8601DateFormatter().date(from: "2026-12-03T08:05:00Z")!
        XCTAssertEqual(subject.string(for: date), "Today, 09:05")
    }

    func testYesterdayUsesRelativeLabel() {
        let subject = MessageTimestampFormatter(calendar: calendar, now: { self.now })
        let date = ISO8601DateFormatter().date(from: "2026-12-02T20:14:00Z")!
        XCTAssertEqual(subject.string(for: date), "Yesterday, 21:14")
    }
}
