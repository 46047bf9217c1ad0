import XCTest

final class PlayerUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testMiniPlayerAppearsAfterPlayTapped() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-seedLibrary"]
        app.launch()
        app.cells["episode.ep-1"].buttons["Play"].tap()
        XCTAssertTrue(app.otherElements["miniPlayer"].waitForExistence(timeout: 5), "mini player did not appear")
    }

    func testMiniPlayerExpandsToNowPlaying() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-seedLibrary", "-startPlaying"]
        app.launch()
        app.otherElements["miniPlayer"].tap()
        XCTAssertTrue(app.staticTexts["nowPlaying.title"].waitForExistence(timeout: 5))
    }
}
