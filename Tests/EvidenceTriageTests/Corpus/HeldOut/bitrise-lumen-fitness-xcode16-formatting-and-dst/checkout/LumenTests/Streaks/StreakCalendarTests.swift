import XCTest
@testable import Lumen

final class StreakCalendarTests: XCTestCase {
    private var calendar: Calendar!

    override func setUp() {
        super.setUp()
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
    }

    func testStreakSpansDaylightSavingChange() throws {
        // One workout a day at 00:30 local time, 26 March to 1 April 2026 (clocks go forward on 29 March).
        let days = (26...31).map { DateComponents(year: 2026, month: 3, day: $0, hour: 0, minute: 30) }
            + [DateComponents(year: 2026, month: 4, day: 1, hour: 0, minute: 30)]
        let log = WorkoutLog(calendar: calendar)
        for components in days {
            try log.record(WorkoutEntry(start: calendar.date(from: components)!, kind: .run))
        }
        let store = StreakStore(calendar: calendar, persistence: InMemoryKeyValueStore())
        store.rebuild(from: log)
        XCTAssertEqual(store.currentStreak(asOf: calendar.date(from: days.last!)!), 7)
    }
}
