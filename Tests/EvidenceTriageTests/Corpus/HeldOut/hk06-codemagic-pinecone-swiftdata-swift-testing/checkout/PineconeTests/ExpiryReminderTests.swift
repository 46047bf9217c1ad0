import Foundation
import Testing
import UserNotifications
@testable import Pinecone

@Suite("Expiry reminders")
struct ExpiryReminderTests {
    /// The household's phone is in Berlin; the reminder must ring at 09:00 there.
    let berlin: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    @Test func requestUsesStableIdentifier() {
        let request = ExpiryReminderScheduler().request(forItem: "111", title: "Yoghurt", expiry: Date())
        #expect(request.identifier == "expiry.111")
    }

    @Test func reminderFiresAtNineLocalTime() throws {
        // 15 July 2025, 18:30 in Berlin: the item expires that day.
        let expiry = try #require(berlin.date(from: DateComponents(year: 2025, month: 7, day: 15, hour: 18, minute: 30)))
        let trigger = ExpiryReminderScheduler().trigger(forExpiry: expiry)

        let fire = try #require(trigger.nextTriggerDate() ?? berlin.date(from: trigger.dateComponents))
        #expect(berlin.component(.hour, from: fire) == 9)
        #expect(berlin.component(.day, from: fire) == 15)
    }
}
