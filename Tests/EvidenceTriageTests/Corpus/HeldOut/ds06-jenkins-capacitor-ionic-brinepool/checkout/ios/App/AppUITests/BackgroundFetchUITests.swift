import XCTest

final class BackgroundFetchUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-BRINEPOOL_SIMULATE_FETCH_ON_BACKGROUND"]
        app.launch()
    }

    /// cordova-plugin-background-fetch delivers the fetch to the BackgroundFetch.configure
    /// callback in the web layer, which increments the "fetch-events" counter.
    func testSimulatedFetchReachesJavaScript() throws {
        let count = app.staticTexts["fetch-events"]
        XCTAssertTrue(count.waitForExistence(timeout: 15))
        XCTAssertEqual(count.label, "0")

        XCUIDevice.shared.press(.home)
        sleep(5)
        app.activate()

        XCTAssertTrue(count.waitForExistence(timeout: 10))
        XCTAssertEqual(count.label, "1", "fetch event never reached the web layer")
    }
}
