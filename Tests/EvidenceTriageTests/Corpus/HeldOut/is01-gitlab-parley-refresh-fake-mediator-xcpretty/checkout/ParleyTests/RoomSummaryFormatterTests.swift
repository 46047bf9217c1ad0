import XCTest
@testable import Parley

final class RoomSummaryFormatterTests: XCTestCase {
    private let reference = ISO8601DateFormatter().date(from: "2026-11-27T14:30:00Z")!
    private var formatter: RoomSummaryFormatter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        return RoomSummaryFormatter(calendar: calendar, locale: Locale(identifier: "en_GB"), now: { self.reference })
    }

    func testLastMessageTodayShowsTime() {
        XCTAssertEqual(formatter.lastMessageTimestamp(reference.addingTimeInterval(-3_600)), "13:30")
    }

    func testLastMessageFromYesterdayShowsYesterday() {
        XCTAssertEqual(formatter.lastMessageTimestamp(reference.addingTimeInterval(-86_400)), "Yesterday")
    }

    func testLastMessageLastWeekShowsDate() {
        XCTAssertEqual(formatter.lastMessageTimestamp(reference.addingTimeInterval(-7 * 86_400)), "20/11/2026")
    }
}
