import XCTest

final class NowPlayingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixture-library", "-skip-forward-seconds", "45"]
        app.launch()
    }

    func testMiniPlayerAppearsAfterPlay() {
        app.cells["episode-ep-0409"].buttons["Play"].tap()
        XCTAssertTrue(app.otherElements["mini-player"].waitForExistence(timeout: 5))
    }

    func testSkipForwardHonoursCustomInterval() {
        app.cells["episode-ep-0409"].buttons["Play"].tap()
        app.otherElements["mini-player"].tap()
        app.buttons["Pause"].tap()
        app.buttons["Skip Forward"].tap()
        let elapsed = app.staticTexts["elapsed-time"]
        XCTAssertEqual(elapsed.label, "0:45", "elapsed label after one skip")
    }
}
