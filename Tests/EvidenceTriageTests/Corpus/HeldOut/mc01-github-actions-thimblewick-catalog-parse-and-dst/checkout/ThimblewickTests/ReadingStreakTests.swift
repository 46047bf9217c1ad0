import XCTest
@testable import Thimblewick

final class ReadingStreakTests: XCTestCase {
    private var berlin: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }

    func testEndOfOrdinaryDay() {
        let streak = ReadingStreak(calendar: berlin)
        let noon = ISO8601DateFormatter().date(from: "2026-03-10T11:00:00Z")!
        XCTAssertEqual(streak.endOfDay(containing: noon), ISO8601DateFormatter().date(from: "2026-03-10T23:00:00Z")!)
    }

    func testStreakSurvivesSpringForward() {
        let streak = ReadingStreak(calendar: berlin)
        // 29 March 2026: clocks go from 02:00 CET to 03:00 CEST, the day is 23 hours long.
        let evening = ISO8601DateFormatter().date(from: "2026-03-29T19:30:00Z")!
        let expected = ISO8601DateFormatter().date(from: "2026-03-29T22:00:00Z")!
        XCTAssertEqual(streak.endOfDay(containing: evening), expected,
                       "end of streak day must follow Europe/Berlin midnight after the DST switch")
    }
}
