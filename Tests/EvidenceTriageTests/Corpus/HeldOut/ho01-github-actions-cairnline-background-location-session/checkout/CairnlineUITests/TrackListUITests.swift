import XCTest

final class TrackListUITests: XCTestCase {
    func testSwipeToDeleteTrack() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-SkipOnboarding", "-SeedTracks", "3"]
        app.launch()

        let cell = app.cells["track-row-0"]
        XCTAssertTrue(cell.waitForExistence(timeout: 5))
        cell.swipeLeft()
        XCTAssertTrue(app.buttons["Delete"].waitForExistence(timeout: 2), "Delete button did not appear after swipe")
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "track-row-0").count, 1)
    }
}
