import XCTest

/// Kettle uses the background_fetch plugin; each Dart fetch callback posts a local
/// notification "Kettle fetch #<n>" so the lab can see that it ran.
final class BackgroundFetchUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = String(describing: type(of: self)) + "/" + String(name.split(separator: " ").last!.dropLast())
        app.launch()
    }

    private func banner(_ text: String) -> XCUIElement {
        springboard.otherElements["NotificationShortLookView"].staticTexts[text]
    }

    func testFetchEventArrivesWithinSixteenMinutes() {
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(banner("Kettle fetch #1").waitForExistence(timeout: 16 * 60), "no background fetch within 16 minutes")
    }

    func testOneShotReminderTaskRunsAfterDelay() {
        app.buttons["Remind me to descale (1 min)"].tap()   // BackgroundFetch.scheduleTask(delay: 60000)
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(banner("Time to descale the kettle").waitForExistence(timeout: 5 * 60), "scheduled task did not run within 5 minutes")
    }

    func testFetchContinuesAfterAppIsTerminated() {
        app.terminate()
        XCTAssertTrue(banner("Kettle fetch #1").waitForExistence(timeout: 16 * 60), "no background fetch after termination")
    }
}
