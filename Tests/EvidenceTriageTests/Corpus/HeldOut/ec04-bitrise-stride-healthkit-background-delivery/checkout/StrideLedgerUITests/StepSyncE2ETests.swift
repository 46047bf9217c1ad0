import XCTest

/// Device-style end-to-end check run on the CI Simulator: authorise Health,
/// write steps, background the app, expect the observer to sync and post the
/// "Synced" local notification.
final class StepSyncE2ETests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testBackgroundDeliveryWakesObserverAfterSave() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-health-anchor"]
        app.launch()

        app.buttons["Connect Apple Health"].tap()
        app.tables.staticTexts["Turn On All"].tap()
        app.navigationBars.buttons["Allow"].tap()
        XCTAssertTrue(app.staticTexts["bg-delivery-status"].waitForExistence(timeout: 10))
        print("bg delivery status: \(app.staticTexts["bg-delivery-status"].label)")

        app.buttons["debug-write-500-steps"].tap()
        XCUIDevice.shared.press(.home)

        let banner = springboard.otherElements["Notification"].staticTexts["Synced 500 steps"]
        XCTAssertTrue(banner.waitForExistence(timeout: 120),
                      "no sync notification: observer query was not woken for the new steps")
    }
}
