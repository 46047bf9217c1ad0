import XCTest

/// The app logs every BackgroundFetch event (from @transistorsoft/capacitor-background-fetch)
/// to a debug screen so QA can see them.
final class BackgroundFetchUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-resetFetchLog", "YES"]
    }

    func testFetchIsConfiguredAtLaunch() {
        app.launch()
        app.buttons["Debug"].tap()
        XCTAssertTrue(app.staticTexts["fetchStatus: AVAILABLE"].waitForExistence(timeout: 10))
    }

    func testFetchEventArrivesWithinSixteenMinutes() {
        app.launch()
        XCUIDevice.shared.press(.home)

        // minimumFetchInterval is 15 minutes, so one event must have fired after 16.
        Thread.sleep(forTimeInterval: 16 * 60)

        app.activate()
        app.buttons["Debug"].tap()
        let count = Int(app.staticTexts["fetchEventCount"].label) ?? -1
        XCTAssertGreaterThanOrEqual(count, 1, "expected a background fetch every 15 minutes")
    }
}
