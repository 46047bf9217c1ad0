import XCTest

/// Cordova app with cordova-plugin-background-geolocation. The CI job pins the Simulator to the
/// Leeds depot (xcrun simctl location set) before the suite, so the driver is stationary.
final class ShiftTrackingUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-LarkE2E", "YES"]
        app.launch()
        app.buttons["Start shift"].tap()
    }

    func testStationaryDriverKeepsReportingForTwentyMinutes() throws {
        XCUIDevice.shared.press(.home)
        sleep(20 * 60)                                  // tracker is configured with interval: 60000
        app.activate()
        let sent = try XCTUnwrap(Int(app.staticTexts["tracker.fixesSent"].label))
        let status = app.staticTexts["tracker.status"].label
        XCTAssertGreaterThanOrEqual(sent, 15, "stationary driver must keep reporting (tracker status: \(status))")
    }

    func testStartShiftShowsTracking() {
        XCTAssertEqual(app.staticTexts["tracker.status"].label, "tracking")
    }
}
