import XCTest

final class LiveActivityInteractionUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-reset-score"]
        app.launch()
        app.buttons["match.start"].tap()
        XCTAssertTrue(app.staticTexts["liveActivity.started"].waitForExistence(timeout: 5))
    }

    func testSecondTapWhileRunning() {
        XCUIDevice.shared.press(.home)
        openLockScreen()
        let add = springboard.buttons["Add point"]
        XCTAssertTrue(add.waitForExistence(timeout: 3))
        add.tap()
        add.tap()
        app.activate()
        XCTAssertEqual(app.staticTexts["score.home"].label, "2")
    }

    func testFirstTapAfterTerminateIncrementsScore() {
        app.terminate()
        openLockScreen()
        let add = springboard.buttons["Add point"]
        XCTAssertTrue(add.waitForExistence(timeout: 5))
        add.tap()
        sleep(4)
        app.activate()
        let score = app.staticTexts["score.home"]
        XCTAssertTrue(score.waitForExistence(timeout: 10))
        XCTAssertEqual(score.label, "1", "tap on the Live Activity was not counted")
    }

    private func openLockScreen() {
        let start = springboard.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.01))
        let end = springboard.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.6))
        start.press(forDuration: 0.1, thenDragTo: end)
    }
}
