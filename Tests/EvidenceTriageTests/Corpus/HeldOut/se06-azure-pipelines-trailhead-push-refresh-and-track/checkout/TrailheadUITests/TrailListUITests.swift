import XCTest

final class TrailListUITests: XCTestCase {
    func testFilterByDifficultyShowsOnlyHardTrails() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["filter.difficulty"].tap()
        app.buttons["Hard"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "trail.cell").count, 4)
    }
}
