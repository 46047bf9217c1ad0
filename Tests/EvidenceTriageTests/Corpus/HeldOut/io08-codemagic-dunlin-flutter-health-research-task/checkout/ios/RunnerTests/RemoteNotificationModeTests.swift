import XCTest

final class RemoteNotificationModeTests: XCTestCase {
  /// Study reminders are refreshed by data-only FCM messages; iOS only delivers those to a
  /// suspended app when the Runner declares the remote-notification background mode.
  func testRunnerDeclaresRemoteNotificationBackgroundMode() {
    let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
  }
}
