import XCTest
import UserNotifications
@testable import Runner

final class AppDelegateTests: XCTestCase {
  func testPluginsAreRegistered() {
    XCTAssertNotNil((UIApplication.shared.delegate as? FlutterAppDelegate)?.window)
  }

  // flutter_local_notifications iOS setup: the AppDelegate must become the
  // notification center's delegate so reminders show while the app is open.
  func testNotificationCenterDelegateIsAppDelegate() {
    let delegate = UNUserNotificationCenter.current().delegate
    XCTAssertTrue(delegate is AppDelegate, "UNUserNotificationCenter.current().delegate is \(String(describing: delegate))")
  }
}
