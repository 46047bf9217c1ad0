import XCTest

final class StopsMapUITests: XCTestCase {
    let app = XCUIApplication()

    func testStopsListScrolls() {
        app.launch()
        app.tabBars.buttons["Map"].tap()
        app.buttons["map.showList"].tap()
        let list = app.tables["stops.list"]
        list.swipeUp()
        XCTAssertTrue(list.cells["stop.Harbourfront"].isHittable)
    }
}
