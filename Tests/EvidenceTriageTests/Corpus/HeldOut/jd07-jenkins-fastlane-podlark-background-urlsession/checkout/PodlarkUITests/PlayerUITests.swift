import XCTest

final class PlayerUITests: XCTestCase {
    func testPlayPauseToggles() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixture-episode", "ep-7730"]
        app.launch()
        app.buttons["Play"].tap()
        XCTAssertTrue(app.buttons["Pause"].waitForExistence(timeout: 5))
    }

    func testSkipForwardThirtySeconds() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixture-episode", "ep-7730", "-start-at", "30"]
        app.launch()
        app.buttons["Skip forward 30 seconds"].tap()
        XCTAssertEqual(app.staticTexts["elapsed"].label, "1:00", "elapsed label after skipping 30 s from 0:30")
    }
}
