import XCTest
@testable import Tidewell

final class JournalStreakTests: XCTestCase {

    private let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Lisbon")!
        return calendar
    }()

    private func day(_ value: Int) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 11, day: value, hour: 21))!
    }

    func testStreakCountsConsecutiveDays() {
        let streak = JournalStreak(calendar: calendar)
        let entries = [day(20), day(21), day(22), day(23)]
        XCTAssertEqual(streak.length(of: entries, asOf: day(23)), 4)
    }

    func testStreakResetsAfterMissedDay() {
        let streak = JournalStreak(calendar: calendar)
        let entries = [day(20), day(21), day(22), day(23)]

        // Nothing written on the 24th: by the evening of the 25th the streak is gone.
        XCTAssertEqual(streak.length(of: entries, asOf: day(25)), 0)
    }
}
