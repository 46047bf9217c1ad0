import XCTest
import UserNotifications
@testable import UnityFramework

final class NotificationSchedulerTests: XCTestCase {
  func testDailyReminderUsesLocalCalendarTime() throws {
    let req = HarborReminderBridge.makeDailyReminder(hour: 19, minute: 0, tz: TimeZone(identifier: "Europe/Berlin")!)
    let trigger = try XCTUnwrap(req.trigger as? UNCalendarNotificationTrigger)
    XCTAssertEqual(trigger.dateComponents.hour, 19, "reminder built from UTC components")
  }

  func testStreakRepeatIntervalAccepted() throws {
    XCTAssertNoThrow(try HarborReminderBridge.scheduleStreakNudge(everySeconds: 30))
  }
}

final class RemotePushSetupTests: XCTestCase {
  func testApsEnvironmentEntitlementPresent() {
    let env = Bundle.main.object(forInfoDictionaryKey: "HQApsEnvironment") as? String
    XCTAssertEqual(env, "development", "aps-environment not written by the post-process build step")
  }
}
