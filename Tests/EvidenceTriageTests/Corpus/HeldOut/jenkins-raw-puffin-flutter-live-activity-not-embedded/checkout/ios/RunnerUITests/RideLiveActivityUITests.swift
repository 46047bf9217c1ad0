import XCTest

/// Flutter app using the live_activities plugin; the ActivityKit widget lives in PuffinRideWidgetExtension.
final class RideLiveActivityUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--e2e", "--ride-fixture=harbour-st"]
        app.launch()
        app.buttons["Confirm ride"].tap()
        XCTAssertTrue(app.staticTexts["ride.activityId"].waitForExistence(timeout: 10))
    }

    func testRideActivityAppearsOnLockScreen() {
        XCUIDevice.shared.press(.home)
        springboard.swipeDown()                                // Notification Center / Lock Screen
        let activity = springboard.staticTexts["Ride to Harbour St"]
        XCTAssertTrue(activity.waitForExistence(timeout: 15), "Live Activity not shown (app reported \(app.staticTexts["ride.activityId"].label))")
    }

    func testEtaUpdatesWhileAppBackgrounded() {
        XCUIDevice.shared.press(.home)
        app.activate(); app.buttons["Advance ETA (debug)"].tap(); XCUIDevice.shared.press(.home)
        springboard.swipeDown()
        XCTAssertTrue(springboard.staticTexts["Arriving in 3 min"].waitForExistence(timeout: 15), "Live Activity did not show the updated ETA")
    }
}
