import Testing
import UserNotifications
@testable import Pillbox

@Suite struct RefillReminderTests {
    let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    @Test func monthEndReminderFiresOnLastDay() throws {
        let scheduler = RefillReminderScheduler(calendar: calendar,
                                                now: { Date(timeIntervalSince1970: 1_801_440_000) }) // 2027-02-01 00:00Z
        let trigger = try #require(scheduler.trigger(for: .monthEnd, hour: 9))
        let fireDate = try #require(trigger.nextTriggerDate())
        let expected = calendar.date(from: DateComponents(year: 2027, month: 2, day: 28, hour: 9))!
        #expect(fireDate == expected)
    }

    @Test func midMonthReminderFiresOnFifteenth() throws {
        let scheduler = RefillReminderScheduler(calendar: calendar, now: { Date(timeIntervalSince1970: 1_801_440_000) })
        let trigger = try #require(scheduler.trigger(for: .day(15), hour: 9))
        #expect(calendar.component(.day, from: try #require(trigger.nextTriggerDate())) == 15)
    }
}
