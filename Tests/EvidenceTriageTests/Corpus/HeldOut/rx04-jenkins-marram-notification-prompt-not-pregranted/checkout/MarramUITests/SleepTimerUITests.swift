import XCTest

final class SleepTimerUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-skipOnboarding", "YES"]
        app.launch()
    }

    func testTimerLabelFormatsMinutes() {
        app.buttons["player.timer"].tap()
        app.buttons["timer.option.90"].tap()
        XCTAssertEqual(app.staticTexts["player.timer.label"].label, "1 hr 30 min")
    }
}
