import UserNotifications
import XCTest
@testable import Runner

final class PendingRemindersTests: XCTestCase {
  func testPendingRequestsListedAfterSchedule() {
    let center = UNUserNotificationCenter.current()
    center.removeAllPendingNotificationRequests()
    ReminderBridge.scheduleSmokeReminder(id: "smoke-1", inSeconds: 3600)

    let listed = expectation(description: "pending requests")
    var count = -1
    center.getPendingNotificationRequests { requests in
      count = requests.filter { $0.identifier == "smoke-1" }.count
      listed.fulfill()
    }
    wait(for: [listed], timeout: 5)
    XCTAssertEqual(count, 1)
  }
}
