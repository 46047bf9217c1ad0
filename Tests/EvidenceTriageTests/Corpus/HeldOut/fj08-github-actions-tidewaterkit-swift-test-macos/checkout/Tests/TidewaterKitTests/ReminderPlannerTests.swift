import Foundation
import Testing
@testable import TidewaterKit

struct ReminderPlannerTests {
    private var london: Calendar {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "Europe/London")!
        return cal
    }

    @Test func dailyReminderKeepsLocalHour() {
        let planner = ReminderPlanner(calendar: london)
        let last = london.date(from: DateComponents(year: 2026, month: 7, day: 14, hour: 9, minute: 0))!
        let next = planner.triggerComponents(after: last, cadence: .daily)
        #expect(next.day == 15 && next.hour == 9)
    }

    @Test func weeklyReminderKeepsLocalHourAcrossDST() {
        // British Summer Time ends on Sunday 25 October 2026.
        let planner = ReminderPlanner(calendar: london)
        let last = london.date(from: DateComponents(year: 2026, month: 10, day: 22, hour: 9, minute: 0))!
        let fireComponents = planner.triggerComponents(after: last, cadence: .weekly)
        #expect(fireComponents.day == 29)
        #expect(fireComponents.hour == 9)
    }
}
