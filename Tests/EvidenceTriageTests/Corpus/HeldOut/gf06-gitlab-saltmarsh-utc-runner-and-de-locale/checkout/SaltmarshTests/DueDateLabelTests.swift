import Foundation
import Testing
@testable import Saltmarsh

@Suite struct DueDateLabelTests {
    // 00:30 on 2 April at home (Berlin, CEST).
    let now = ISO8601DateFormatter().date(from: "2026-04-01T22:30:00Z")!

    @Test func billDueTodayShowsToday() {
        let label = DueDateLabel().text(dueDay: DateComponents(year: 2026, month: 4, day: 2), now: now)
        #expect(label == "Due today")
    }

    @Test func billDueInAWeek() {
        let label = DueDateLabel().text(dueDay: DateComponents(year: 2026, month: 4, day: 15), now: now)
        #expect(label.hasPrefix("Due in"))
    }

    @Test func overdueBillCountsDays() {
        let label = DueDateLabel().text(dueDay: DateComponents(year: 2026, month: 3, day: 20), now: now)
        #expect(label.hasPrefix("Overdue by"))
    }
}
