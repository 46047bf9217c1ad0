import Foundation
import Testing
@testable import Waypost

@Suite struct CheckoutReminderTests {
    let day = ISO8601DateFormatter().date(from: "2026-12-04T09:00:00Z")!

    @Test func reminderForVenueInBerlin() {
        let fire = CheckoutReminder.fireDate(forVenueClosing: DateComponents(hour: 22), on: day, venueTimeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(fire == ISO8601DateFormatter().date(from: "2026-12-04T19:00:00Z")!)
    }

    @Test func reminderFiresTwoHoursBeforeEnd() {
        // Venue in Lisbon (UTC+0 in December) vs. a device set to Berlin: the reminder must follow the venue.
        let expected = ISO8601DateFormatter().date(from: "2026-12-04T15:00:00Z")!
        let reminder = CheckoutReminder.fireDate(forVenueClosing: DateComponents(hour: 17), on: day, venueTimeZone: TimeZone(identifier: "Europe/Lisbon")!)
        #expect(reminder == expected)
    }
}
