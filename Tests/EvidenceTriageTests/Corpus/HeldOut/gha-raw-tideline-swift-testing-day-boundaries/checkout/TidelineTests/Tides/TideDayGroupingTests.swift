import Foundation
import Testing
@testable import Tideline

/// Fixtures are NOAA predictions for San Francisco (station 9414290), local time America/Los_Angeles.
@Suite("Tide day grouping")
struct TideDayGroupingTests {
    @Test func groupsFourEventsIntoTwoDays() throws {
        let events = try TideEvent.fixture("sf-2026-08-12.json")
        #expect(TideDay.group(events, calendar: .current).count == 2)
    }

    @Test func eveningLowTideStaysOnLocalDay() throws {
        let events = try TideEvent.fixture("sf-2026-08-12.json")
        let days = TideDay.group(events, calendar: .current)
        #expect(days.map(\.events.count) == [3, 1])
    }

    @Test func dstTransitionDayHasTwentyThreeHours() throws {
        let components = DateComponents(year: 2027, month: 3, day: 14)
        let start = try #require(Calendar.current.date(from: components))
        let day = TideDay(start: start, calendar: .current)
        #expect(day.duration == 23 * 3600)
    }
}
