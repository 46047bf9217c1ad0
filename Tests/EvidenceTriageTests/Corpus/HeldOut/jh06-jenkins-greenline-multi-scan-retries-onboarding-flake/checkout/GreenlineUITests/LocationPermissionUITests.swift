import XCTest

final class LocationPermissionUITests: XCTestCase {
  func testAllowWhileUsingShowsNearbyStops() {
    let app = XCUIApplication()
    app.launchArguments += ["-ui-testing"]
    app.launch()
    // Answering the system prompt sets gl.answeredLocationPrompt in UserDefaults.standard.
    app.alerts.buttons["Allow While Using App"].tap()
    XCTAssertTrue(app.staticTexts["Nearby stops"].waitForExistence(timeout: 10))
  }
}
