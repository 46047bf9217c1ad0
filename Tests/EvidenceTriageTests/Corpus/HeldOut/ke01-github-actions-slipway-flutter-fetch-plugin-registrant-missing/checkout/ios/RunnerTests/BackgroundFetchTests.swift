import XCTest
import UserNotifications
@testable import Runner

/// Drives the legacy background-fetch entry point directly (the simulator never
/// calls performFetch on its own), then checks what the Dart background isolate did.
final class BackgroundFetchTests: XCTestCase {

  override func setUp() async throws {
    UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
  }

  private func performFetch(timeout: TimeInterval = 30) -> UIBackgroundFetchResult? {
    let done = expectation(description: "performFetch completion")
    var result: UIBackgroundFetchResult?
    let app = UIApplication.shared
    app.delegate?.application?(app, performFetchWithCompletionHandler: { r in
      result = r
      done.fulfill()
    })
    wait(for: [done], timeout: timeout)
    return result
  }

  func testPerformFetchCompletesWithNewData() {
    let result = performFetch()
    XCTAssertEqual(result, .newData, "performFetch result rawValue=\(result?.rawValue ?? -1)")
  }

  func testPerformFetchSchedulesTideReminder() async {
    _ = performFetch()
    let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
    let tide = pending.filter { $0.content.threadIdentifier == "tide-reminder" }
    XCTAssertEqual(tide.count, 1, "pending tide reminders after background fetch")
  }
}
