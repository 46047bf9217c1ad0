import Testing
import Foundation
@testable import Runner

@Suite struct ReminderSchedulerTests {
    let now = Date(timeIntervalSince1970: 1_718_000_000)

    @Test func futureReminderGetsInterval() {
        let req = ReminderScheduler.request(id: "walk", title: "Walk", fireAt: now.addingTimeInterval(600), now: now)
        #expect((req.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 600)
    }

    @Test func pastReminderIsSkipped() {
        let reqs = ReminderScheduler.requests(for: [("water", "Water", now.addingTimeInterval(-120))], now: now)
        #expect(reqs.isEmpty)
    }
}
