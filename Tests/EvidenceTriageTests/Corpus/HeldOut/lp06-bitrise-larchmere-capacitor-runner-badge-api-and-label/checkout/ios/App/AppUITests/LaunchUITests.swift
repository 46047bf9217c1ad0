import XCTest

final class LaunchUITests: XCTestCase {
  override func setUpWithError() throws {
    continueAfterFailure = false
  }

  func testLaunchShowsCrewDashboard() throws {
    let app = XCUIApplication()
    app.launchArguments += ["-LarchmereUITest", "1"]
    app.launch()

    let webView = app.webViews.firstMatch
    XCTAssertTrue(webView.waitForExistence(timeout: 20))
    XCTAssertTrue(webView.staticTexts["Today's assignments"].waitForExistence(timeout: 10))
  }
}
