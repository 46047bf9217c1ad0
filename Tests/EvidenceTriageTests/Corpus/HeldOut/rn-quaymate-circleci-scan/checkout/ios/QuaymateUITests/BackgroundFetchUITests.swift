import XCTest

/// Cold-launches the app with the background-fetch feature flag on, the way the
/// release build ships after the remote flag flip.
final class BackgroundFetchUITests: XCTestCase {
  override func setUp() {
    continueAfterFailure = false
  }

  func testColdLaunchWithBackgroundFetchEnabled() {
    let app = XCUIApplication()
    app.launchArguments += ["-QMBackgroundFetchEnabled", "YES"]
    app.launch()

    let status = app.staticTexts["background-fetch-status"]
    XCTAssertTrue(status.waitForExistence(timeout: 20), "home screen never appeared")
    XCTAssertEqual(status.label, "Background fetch: available")
  }
}
