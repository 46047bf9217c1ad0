import Foundation
import Testing
@testable import Tallyho

@Suite struct RenewalReminderTests {
    let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    @Test func reminderFiresDayBeforeRenewal() throws {
        let renewal = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 30, hour: 11)))
        let reminder = RenewalReminder(renewalDate: renewal, calendar: calendar, hour: 11)
        let expected = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 29, hour: 11)))
        #expect(reminder.fireDate == expected)
    }

    @Test func noReminderForLapsedSubscription() {
        let reminder = RenewalReminder(renewalDate: .distantPast, calendar: calendar, hour: 9)
        #expect(reminder.isScheduled == false)
    }
}
