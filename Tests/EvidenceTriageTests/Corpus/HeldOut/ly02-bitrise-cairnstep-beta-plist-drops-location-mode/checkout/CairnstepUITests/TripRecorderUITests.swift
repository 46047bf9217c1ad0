import XCTest

/// The Bitrise workflow plays a 1.4 km route at 4 m/s into the simulator with
/// `xcrun simctl location ... start` before this suite runs.
final class TripRecorderUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-grant-location-always"]
        app.launch()
    }

    func testStartAndStopRunShowsSummary() {
        app.buttons["Start run"].tap()
        XCTAssertTrue(app.staticTexts["recording-state"].waitForExistence(timeout: 5))
        app.buttons["Finish"].tap()
        XCTAssertTrue(app.otherElements["run-summary"].waitForExistence(timeout: 5))
    }

    func testRecordingContinuesWhileBackgrounded() {
        app.buttons["Start run"].tap()
        XCTAssertTrue(app.staticTexts["recording-state"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(90)                       // ~360 m of simulated route while the app is in the background
        app.activate()

        let distance = app.staticTexts["live-distance-km"]
        XCTAssertTrue(distance.waitForExistence(timeout: 5))
        let km = Double(distance.label) ?? 0
        XCTAssertGreaterThan(km, 0.3, "km recorded while the app was in the background")
    }
}
