import XCTest
@testable import Larkspur

final class DigestDateFormatterTests: XCTestCase {
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Dublin")!
        return c
    }()

    func testRelativeDayForToday() {
        let f = DigestDateFormatter(calendar: calendar, locale: Locale(identifier: "en_IE"))
        let now = Date(timeIntervalSince1970: 1_786_600_000)
        XCTAssertEqual(f.relativeDay(for: now, now: now), "Today")
    }

    func testRelativeDayForYesterday() {
        let f = DigestDateFormatter(calendar: calendar, locale: Locale(identifier: "en_IE"))
        let now = Date(timeIntervalSince1970: 1_786_600_000)
        let yesterday = now.addingTimeInterval(-26 * 3600)
        XCTAssertEqual(f.relativeDay(for: yesterday, now: now), "Yesterday")
    }
}
