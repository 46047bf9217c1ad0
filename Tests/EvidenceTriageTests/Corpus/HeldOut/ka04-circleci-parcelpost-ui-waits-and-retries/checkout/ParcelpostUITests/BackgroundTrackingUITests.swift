import XCTest

/// Puts the app in the background and expects the tracking refresh to have updated the status.
final class BackgroundTrackingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-fixtures", "in-transit", "-carrier-stub", "out-for-delivery-after-refresh"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundTrackingUITests/\(name)"
        app.launch()
    }

    func testStatusUpdatesWhileAppInBackground() {
        XCUIDevice.shared.press(.home)
        _ = app.wait(for: .runningBackgroundSuspended, timeout: 10)
        // tracking-refresh asks for earliestBeginDate = now; give the system 90 s to run it.
        Thread.sleep(forTimeInterval: 90)
        app.activate()
        XCTAssertTrue(app.staticTexts["Out for delivery"].waitForExistence(timeout: 5), "status still \"In transit\" after 90 s in the background")
    }
}
