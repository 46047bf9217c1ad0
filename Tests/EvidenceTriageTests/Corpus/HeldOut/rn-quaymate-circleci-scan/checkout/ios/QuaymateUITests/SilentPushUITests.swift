import XCTest

/// The CI job runs `scripts/push-data-only.sh` in the background; it waits for
/// the app to be sent home and then posts a content-available-only payload
/// with `xcrun simctl push`.
final class SilentPushUITests: XCTestCase {
  func testDataOnlyPushWakesBackgroundHandler() {
    let app = XCUIApplication()
    app.launchArguments += ["-QMWritePushMarker", "YES"]
    app.launch()
    XCTAssertTrue(app.staticTexts["berth-list"].waitForExistence(timeout: 20))

    XCUIDevice.shared.press(.home)
    sleep(60) // give the background handler time to run

    app.activate()
    let marker = app.staticTexts["last-background-message"]
    XCTAssertTrue(marker.waitForExistence(timeout: 10))
    XCTAssertEqual(marker.label, "berth-update:C14")
  }
}
