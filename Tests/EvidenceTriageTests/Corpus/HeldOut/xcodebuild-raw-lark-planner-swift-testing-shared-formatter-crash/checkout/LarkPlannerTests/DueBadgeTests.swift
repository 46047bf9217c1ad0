import Testing
@testable import LarkPlanner

struct DueBadgeTests {
    @Test func dueTodayLabel() {
        #expect(DueBadge(daysOverdue: 0).label == "Due today")
    }

    @Test func overdueLabelPluralises() {
        #expect(DueBadge(daysOverdue: 1).label == "1 day overdue")
        #expect(DueBadge(daysOverdue: 3).label == "3 days overdue")
    }
}
