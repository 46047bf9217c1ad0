import XCTest

final class ReminderNotificationUITests: XCTestCase {
  private let app = XCUIApplication()
  private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

  override func setUpWithError() throws {
    continueAfterFailure = false
    app.launchArguments += ["-uitest-reset"]
    app.launch()
  }

  func testPermissionPromptIsAnsweredOnFirstLaunch() {
    let allow = springboard.buttons["Allow"]
    if allow.waitForExistence(timeout: 5) { allow.tap() }
    XCTAssertTrue(app.staticTexts["My plants"].waitForExistence(timeout: 5))
  }

  func testQuickReminderBannerAppears() {
    app.cells["plant-fern"].tap()
    app.buttons["Remind me now"].tap()
    XCUIDevice.shared.press(.home)
    let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["Water the fern"]
    XCTAssertTrue(banner.waitForExistence(timeout: 20), "\"Water the fern\" banner did not appear within 20 s")
  }

  func testDailyReminderListedAfterRelaunch() {
    app.cells["plant-fern"].tap()
    app.buttons["Daily at 8:00"].tap()
    app.terminate()
    app.launch()
    app.tabBars.buttons["Reminders"].tap()
    XCTAssertTrue(app.staticTexts["Check the fern · 08:00"].waitForExistence(timeout: 5))
  }
}
