import XCTest

final class SleepTimerUITests: XCTestCase {
    func testTimerStopsPlayback() {
        let app = XCUIApplication()
        app.launchArguments += ["--use-fixture-stream", "--sleep-timer-seconds", "5"]
        app.launch()
        app.buttons["station-fixture"].tap()
        app.buttons["Play"].tap()
        XCTAssertTrue(app.staticTexts["playerState: stopped"].waitForExistence(timeout: 15))
    }
}
