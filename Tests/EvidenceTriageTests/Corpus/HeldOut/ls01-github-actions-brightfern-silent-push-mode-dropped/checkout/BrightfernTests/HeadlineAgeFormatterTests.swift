import XCTest
@testable import Brightfern

final class HeadlineAgeFormatterTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Dublin")!
        return c
    }()

    private func date(_ s: String) -> Date {
        let f = ISO8601DateFormatter()
        return f.date(from: s)!
    }

    func testJustNow() {
        let sut = HeadlineAgeFormatter(calendar: calendar, now: { self.date("2026-11-18T08:00:30Z") })
        XCTAssertEqual(sut.string(for: date("2026-11-18T08:00:00Z")), "Just now")
    }

    func testMinutes() {
        let sut = HeadlineAgeFormatter(calendar: calendar, now: { self.date("2026-11-18T08:12:00Z") })
        XCTAssertEqual(sut.string(for: date("2026-11-18T08:00:00Z")), "12 min ago")
    }

    func testYesterdayUsesRelativeWord() {
        // Published 21:00 on the 17th, read 08:00 on the 18th: a calendar day earlier, 11 h elapsed.
        let sut = HeadlineAgeFormatter(calendar: calendar, now: { self.date("2026-11-18T08:00:00Z") })
        XCTAssertEqual(sut.string(for: date("2026-11-17T21:00:00Z")), "Yesterday")
    }

    func testThreeDays() {
        let sut = HeadlineAgeFormatter(calendar: calendar, now: { self.date("2026-11-18T08:00:00Z") })
        XCTAssertEqual(sut.string(for: date("2026-11-15T07:00:00Z")), "3 days ago")
    }
}
