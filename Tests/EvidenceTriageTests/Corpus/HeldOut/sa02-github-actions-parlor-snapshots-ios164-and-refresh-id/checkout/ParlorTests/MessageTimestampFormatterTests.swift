import XCTest
@testable import Parlor

final class MessageTimestampFormatterTests: XCTestCase {
    func testYesterdayLabel() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = MessageTimestampFormatter(calendar: calendar)
        let now = ISO8601DateFormatter().date(from: "2023-05-02T08:00:00Z")!
        let lateYesterday = ISO8601DateFormatter().date(from: "2023-05-01T22:30:00Z")!
        XCTAssertEqual(formatter.dayLabel(for: lateYesterday, now: now), "Yesterday")
    }
}
