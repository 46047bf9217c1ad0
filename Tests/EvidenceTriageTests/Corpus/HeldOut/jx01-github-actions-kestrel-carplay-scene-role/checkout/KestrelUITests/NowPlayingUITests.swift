import XCTest

final class NowPlayingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-fixture", "episode-3725s", "-AppleLanguages", "(en)"]
        app.launch()
    }

    func testPlayPauseToggles() {
        app.buttons["play.pause"].tap()
        XCTAssertTrue(app.staticTexts["elapsed"].waitForExistence(timeout: 5))
    }

    func testSkipForwardAdvancesThirtySeconds() {
        let elapsed = app.staticTexts["elapsed"]
        XCTAssertTrue(elapsed.waitForExistence(timeout: 5))
        app.buttons["skip.forward.30"].tap()
        XCTAssertEqual(elapsed.label, "0:30")
    }
}
