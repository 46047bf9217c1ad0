import XCTest

final class BackgroundFetchUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-minimumFetchInterval", "180"]
        app.launch()
    }

    func testFetchRunsAfterMinimumInterval() {
        let stamp = app.staticTexts["station.lastFetch"]
        XCTAssertTrue(stamp.waitForExistence(timeout: 10))
        let before = stamp.label
        XCUIDevice.shared.press(.home)
        sleep(200)
        app.activate()
        XCTAssertNotEqual(app.staticTexts["station.lastFetch"].label, before, "performFetch did not run within 200 s")
    }
}
