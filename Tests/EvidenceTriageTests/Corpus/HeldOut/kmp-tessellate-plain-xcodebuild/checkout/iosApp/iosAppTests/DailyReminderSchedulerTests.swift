import XCTest
import UserNotifications
@testable import iosApp

final class DailyReminderSchedulerTests: XCTestCase {
  func testSchedulesSevenDailyReminders() async throws {
    let center = UNUserNotificationCenter.current()
    center.removeAllPendingNotificationRequests()

    DailyReminderScheduler(interactor: AppGraph.shared.reminderInteractor).scheduleWeek()

    try await Task.sleep(nanoseconds: 2_000_000_000)
    let pending = await center.pendingNotificationRequests()
    XCTAssertEqual(pending.filter { $0.identifier.hasPrefix("daily-study-") }.count, 7)
  }
}
