import XCTest

final class PlaybackSpeedUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testSpeedMenuOffersAllRates() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-seed-episode", "low-water-41"]
        app.launch()
        app.buttons["nowPlaying.bar"].tap()
        app.buttons["player.speedMenu"].tap()
        for title in ["0.8×", "1×", "1.2×", "1.5×", "2×", "2.5×"] {
            XCTAssertTrue(app.buttons[title].waitForExistence(timeout: 2), "Speed option \"\(title)\" not found in menu")
        }
    }
}
