import XCTest

final class SensorSessionUITests: XCTestCase {
    func testWarmupCountdownVisible() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSensorWarmup", "YES"]
        app.launch()
        app.buttons["session.start"].tap()
        XCTAssertTrue(app.staticTexts["session.warmup.countdown"].waitForExistence(timeout: 5))
    }
}
