import XCTest
@testable import Murmurlog

final class StreakCalculatorTests: XCTestCase {
    private var chicago: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "America/Chicago")!
        return c
    }

    private func entry(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> JournalEntry {
        JournalEntry(createdAt: chicago.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))!)
    }

    func testSingleDayIsStreakOfOne() {
        XCTAssertEqual(StreakCalculator(calendar: chicago).currentStreak([entry(11, 10, 9, 0)]), 1)
    }

    func testEntriesLateEveningCountAsSameLocalDay() {
        // Three local days in a row; the evening entries fall on the next day in UTC.
        let entries = [entry(11, 9, 21, 30), entry(11, 10, 21, 15), entry(11, 11, 8, 0)]
        XCTAssertEqual(StreakCalculator(calendar: chicago).currentStreak(entries), 3)
    }
}
