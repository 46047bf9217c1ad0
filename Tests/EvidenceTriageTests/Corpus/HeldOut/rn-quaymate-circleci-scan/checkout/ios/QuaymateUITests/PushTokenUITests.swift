import XCTest

final class PushTokenUITests: XCTestCase {
  func testFcmTokenIsShownAfterLaunch() {
    let app = XCUIApplication()
    app.launchArguments += ["-QMShowDiagnostics", "YES"]
    app.launch()

    let token = app.staticTexts["fcm-token"]
    XCTAssertTrue(token.waitForExistence(timeout: 30))
    XCTAssertTrue(token.label.hasPrefix("fcm:"), "no FCM token: \(token.label)")
  }
}
