import UIKit
import XCTest
@testable import Postwise

/// End-to-end: background the app and wait for iOS to run the inbox refresh.
final class InboxRefreshSchedulingTests: XCTestCase {
  func testSystemRunsRefreshAfterBackgrounding() {
    let ran = expectation(description: "system launched inbox-refresh")
    let token = NotificationCenter.default.addObserver(
      forName: .inboxRefreshDidRun, object: nil, queue: .main
    ) { _ in ran.fulfill() }
    defer { NotificationCenter.default.removeObserver(token) }

    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

    wait(for: [ran], timeout: 90)
  }
}
