import Testing
@testable import Wickmere

struct RecurringRuleTests {
    @Test func nextOccurrenceOnMonthEnd() {
        #expect(RecurringRule.monthly(day: 31).next(after: .day("2026-04-01")) == .day("2026-04-30"))
    }

    @Test func nextOccurrenceSkipsFebruary29() {
        let rule = RecurringRule.yearly(month: 2, day: 29)
        #expect(rule.next(after: .day("2026-03-01")) == .day("2028-02-29"))
    }
}
