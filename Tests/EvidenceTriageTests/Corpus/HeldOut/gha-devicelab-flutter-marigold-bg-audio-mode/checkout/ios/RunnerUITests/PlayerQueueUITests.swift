import XCTest

final class PlayerQueueUITests: XCTestCase {
    func testSkipToNextEpisode() {
        let app = XCUIApplication()
        app.launchArguments += ["--fixture-feed=short-episodes"]
        app.launch()
        app.buttons["play-episode-1"].tap()
        app.buttons["now-playing-next"].tap()
        XCTAssertTrue(app.staticTexts["Episode 2: Seed Saving"].waitForExistence(timeout: 5))
    }
}
