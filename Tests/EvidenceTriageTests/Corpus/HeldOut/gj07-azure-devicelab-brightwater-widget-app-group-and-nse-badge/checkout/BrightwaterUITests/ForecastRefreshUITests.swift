import XCTest

final class ForecastRefreshUITests: XCTestCase {
    func testForecastRefreshesAfterReturningFromBackground() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestForecastStub", "stale-then-fresh"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Updated 3 h ago"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        // Returning to the foreground triggers a foreground refresh (not the BGTask).
        app.activate()

        XCTAssertTrue(app.staticTexts["Updated just now"].waitForExistence(timeout: 10))
    }
}
