import XCTest

final class BackgroundMotionUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testActivityUpdatesCountedWhileInBackground() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-debugOverlay"]
        app.launch()
        app.buttons["workout.start"].tap()
        XCUIDevice.shared.press(.home)
        sleep(90)
        app.activate()
        let counter = app.staticTexts["debug.backgroundActivityUpdates"]
        XCTAssertTrue(counter.waitForExistence(timeout: 5))
        XCTAssertGreaterThan(Int(counter.label) ?? 0, 0)
    }
}
