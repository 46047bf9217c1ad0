import XCTest
@testable import Ferrule

final class MessageTimestampFormatterTests: XCTestCase {
    private var formatter = MessageTimestampFormatter()

    override func setUp() {
        formatter.calendar.timeZone = TimeZone(identifier: "UTC")!
    }

    func testMinutesAgo() {
        let now = Date()
        formatter.now = { now }
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(-300)), "5m")
    }

    func testPastWeekShowsWeekday() {
        let now = Date()
        formatter.now = { now }
        let date = now.addingTimeInterval(-3 * 86_400)
        XCTAssertEqual(formatter.string(for: date).count, 3)
    }

    func testOlderThanAWeekShowsMonthAndDay() {
        let now = Date()
        formatter.now = { now }
        let date = now.addingTimeInterval(-13 * 86_400)
        let expected = date.formatted(.dateTime.month(.abbreviated).day().locale(Locale(identifier: "en_US_POSIX")))
        XCTAssertEqual(formatter.string(for: date), expected)
    }
}
