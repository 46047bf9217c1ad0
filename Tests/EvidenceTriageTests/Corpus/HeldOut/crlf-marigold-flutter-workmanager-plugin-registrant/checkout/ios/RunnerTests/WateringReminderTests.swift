import XCTest
import UserNotifications
@testable import Runner

/// The background task decides whether a plant needs water and, if so,
/// posts a local reminder through flutter_local_notifications.
class WateringReminderTests: XCTestCase {

  override func setUp() {
    super.setUp()
    UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
    TestFixtures.seedGarden(named: "dry-fern")   // last watered 6 days ago, no rain
  }

  func testBackgroundTaskSchedulesLocalReminder() {
    let app = UIApplication.shared
    let delegate = app.delegate as! AppDelegate
    let fetched = expectation(description: "performFetch completion")
    delegate.application(app, performFetchWithCompletionHandler: { _ in fetched.fulfill() })
    wait(for: [fetched], timeout: 30)

    let pending = expectation(description: "pending requests")
    var identifiers: [String] = []
    UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
      identifiers = requests.map(\.identifier)
      pending.fulfill()
    }
    wait(for: [pending], timeout: 5)
    XCTAssertTrue(identifiers.contains("watering-reminder-dry-fern"), "pending: \(identifiers)")
  }
}
