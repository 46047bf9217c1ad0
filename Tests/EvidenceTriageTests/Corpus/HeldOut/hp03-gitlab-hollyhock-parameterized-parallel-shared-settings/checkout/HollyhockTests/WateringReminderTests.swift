import Foundation
import Testing
@testable import Hollyhock

@Suite struct WateringReminderTests {
    var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    /// Watered at 22:00; every due time lands at 22:00 and must move to 07:00
    /// the next morning because of the default quiet hours (22–7).
    @Test(arguments: WateringFrequency.allCases)
    func nextReminderDate(for frequency: WateringFrequency) {
        let lastWatered = Date(timeIntervalSince1970: 1_778_536_800)   // 2026-05-11 22:00 UTC
        let due = lastWatered.addingTimeInterval(frequency.interval)
        let expected = frequency == .twiceWeekly
            ? due                                                        // 10:00, outside quiet hours
            : calendar.date(byAdding: .hour, value: 9, to: due)!        // 07:00 next day
        let next = WateringReminder.nextReminderDate(lastWatered: lastWatered, frequency: frequency,
                                                     calendar: calendar)
        #expect(next == expected)
    }
}
