import XCTest

final class EpisodeRowUITests: XCTestCase {
    func testSwipeToArchiveShowsUndo() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-seed-library", "three-shows"]
        app.launch()
        let row = app.cells["episode.low-water-41"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        row.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertTrue(app.staticTexts["undo.toast"].waitForExistence(timeout: 3), "Undo toast did not appear within 3s")
    }

    func testTapOpensEpisodeDetail() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-seed-library", "three-shows"]
        app.launch()
        app.cells["episode.low-water-41"].tap()
        XCTAssertTrue(app.navigationBars["Low Water"].waitForExistence(timeout: 5))
    }
}
