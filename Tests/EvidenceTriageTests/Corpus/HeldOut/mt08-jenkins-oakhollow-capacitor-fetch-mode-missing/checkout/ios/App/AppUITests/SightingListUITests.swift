import XCTest

final class SightingListUITests: XCTestCase {
    func testSectionHeaderShowsLocalDate() {
        let app = XCUIApplication()
        app.launchEnvironment["TZ"] = "Pacific/Auckland"
        app.launchArguments += ["-OakhollowFixture", "sightings-utc-evening"]
        app.launch()
        // Fixture sighting at 2026-08-17T20:30:00Z is 08:30 on Aug 18 in
        // Auckland; the web layer groups by the UTC date string.
        //
        //
        //
        //
        //
        //
        let header = app.staticTexts["sightings.section.0"].label
        XCTAssertEqual(Optional(header), Optional("Aug 18, 2026"))
    }

    func testSwipeToDeleteRemovesRow() {
        let app = XCUIApplication()
        app.launchArguments += ["-OakhollowFixture", "sightings-five"]
        app.launch()
        let row = app.cells["sightings.row.2"]
        row.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.count, 4)
    }
}
