import XCTest

final class BackgroundTripUITests: XCTestCase {
    func testTripKeepsRecordingWhenBackgrounded() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-simulated-route", "ridge-loop.gpx"]
        app.launch()
        app.buttons["Start trip"].tap()
        XCUIDevice.shared.press(.home)
        sleep(5)
        app.activate()
        XCTAssertTrue(app.staticTexts["trip-distance"].waitForExistence(timeout: 10))
        XCTAssertNotEqual(app.staticTexts["trip-distance"].label, "0.0 km")
    }
}
