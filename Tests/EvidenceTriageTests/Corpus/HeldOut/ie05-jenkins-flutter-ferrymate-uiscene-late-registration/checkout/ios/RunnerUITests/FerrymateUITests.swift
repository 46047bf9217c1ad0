import XCTest

final class FerrymateUITests: XCTestCase {
  override func setUp() {
    continueAfterFailure = false
  }

  func testTimetableLoadsOnLaunch() {
    let app = XCUIApplication()
    app.launch()
    XCTAssertTrue(app.staticTexts["Next sailings"].waitForExistence(timeout: 20))
  }

  func testBackgroundFetchToggleSchedulesFetch() {
    let app = XCUIApplication()
    app.launchArguments += ["--open-settings"]
    app.launch()
    let toggle = app.switches["Refresh cancellations in background"]
    XCTAssertTrue(toggle.waitForExistence(timeout: 20))
    toggle.tap()
    XCTAssertEqual(toggle.value as? String, "1")
  }
}
