import XCTest

final class TideTableUITests: HarborlightUITestCase {
    func testHeaderShowsLocalizedTitle() {
        app.tabBars.buttons["Tides"].tap()
        let header = app.staticTexts["tideTableHeader"]
        XCTAssertTrue(header.waitForExistence(timeout: 5))
        XCTAssertEqual(header.label, "Tide times")
    }
}
