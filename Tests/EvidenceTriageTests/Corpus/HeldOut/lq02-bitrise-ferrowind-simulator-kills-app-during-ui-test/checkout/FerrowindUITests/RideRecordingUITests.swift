import XCTest

final class RideRecordingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTestMockLocation", "loop-canal-7km"]
        app.launch()
    }

    func testStartRideShowsLiveStats() {
        app.buttons["Start ride"].tap()
        XCTAssertTrue(app.staticTexts["ride.distance"].waitForExistence(timeout: 5))
    }

    func testPausedRideResumesAfterReturningToForeground() {
        app.buttons["Start ride"].tap()
        app.buttons["Pause"].tap()
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.buttons["Resume ride"].waitForExistence(timeout: 10))
        app.buttons["Resume ride"].tap()
        XCTAssertTrue(app.staticTexts["ride.state.recording"].exists)
    }
}
