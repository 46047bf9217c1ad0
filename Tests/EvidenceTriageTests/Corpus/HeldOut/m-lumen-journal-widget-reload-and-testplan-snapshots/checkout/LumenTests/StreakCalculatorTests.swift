import XCTest
@testable import Lumen

final class StreakCalculatorTests: XCTestCase {
    func testEmptyJournalHasNoStreak() {
        XCTAssertEqual(StreakCalculator(calendar: .lumenTest).streak(for: []), 0)
    }

    func testStreakCountsLocalDays() {
        // Europe/Berlin: entries on the evenings around the 30 March 2026 DST change.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let entries = Fixtures.entries(localTimes: ["2026-03-27 22:10", "2026-03-28 23:40", "2026-03-29 23:30", "2026-03-30 21:05"], calendar: calendar)
        let streak = StreakCalculator(calendar: calendar).streak(for: entries, asOf: Fixtures.date("2026-03-30 22:00", calendar: calendar))
        XCTAssertEqual(streak, 4, "streak across DST change")
    }
}
