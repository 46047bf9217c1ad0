import XCTest

final class PlayerUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testMiniPlayerAppearsAfterPlay() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestFixtureFeed", "bundled-feed-small"]
        app.launchEnvironment["PINFOLD_DISABLE_NETWORK"] = "1"
        app.launch()

        app.tabBars.buttons["Library"].tap()
        app.cells.firstMatch.buttons["Play"].tap()
        XCTAssertTrue(app.otherElements["mini-player"].waitForExistence(timeout: 5))
    }
}
