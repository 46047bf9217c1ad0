import UserNotifications
import XCTest
@testable import CueKit

final class LocalNotificationSchedulerTests: XCTestCase {
    func testSchedulesReminderForCampaign() async throws {
        let campaign = Campaign(id: "spring-sale", title: "Spring", body: "20% off")
        try await LocalNotificationScheduler().scheduleReminder(for: campaign, after: 60)
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["cue.spring-sale"])
    }
}
