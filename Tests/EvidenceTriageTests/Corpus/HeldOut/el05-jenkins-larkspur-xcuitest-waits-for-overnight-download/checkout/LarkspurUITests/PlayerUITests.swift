import XCTest

final class PlayerUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-feed", "fixture:weekly-3"]
        app.launch()
    }

    func testMiniPlayerOpensNowPlaying() throws {
        app.cells["episode.tideline-112"].buttons["play"].tap()
        app.otherElements["mini-player"].tap()
        XCTAssertTrue(app.otherElements["now-playing"].waitForExistence(timeout: 5))
    }
}
