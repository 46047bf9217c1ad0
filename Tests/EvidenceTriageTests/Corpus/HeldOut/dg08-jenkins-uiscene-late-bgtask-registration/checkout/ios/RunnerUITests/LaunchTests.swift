import XCTest

final class LaunchTests: XCTestCase {
  private var app: XCUIApplication!

  override func setUpWithError() throws {
    continueAfterFailure = false
    app = XCUIApplication()
    app.launchArguments += ["-uiTesting", "-skipOnboarding"]
  }

  func testColdLaunchShowsConnectScreen() throws {
    app.launch()

    let connect = app.buttons["Connect scooter"]
    XCTAssertTrue(connect.waitForExistence(timeout: 20), "Connect screen did not appear after cold launch")
    XCTAssertEqual(app.state, .runningForeground)
    XCTAssertTrue(connect.exists)
  }

  func testBackgroundRefreshIsScheduledWhenBackgrounded() throws {
    app.launch()
    XCTAssertTrue(app.staticTexts["Ride history"].waitForExistence(timeout: 20))

    XCUIDevice.shared.press(.home)
    app.activate()
    XCTAssertTrue(app.staticTexts["Background refresh: scheduled"].waitForExistence(timeout: 10))
  }
}
