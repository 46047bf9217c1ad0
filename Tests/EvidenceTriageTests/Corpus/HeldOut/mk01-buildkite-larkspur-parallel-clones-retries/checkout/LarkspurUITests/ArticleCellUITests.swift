import XCTest

final class ArticleCellUITests: XCTestCase {
    func testSwipeToArchive() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixtures", "reading-list-3"]
        app.launch()
        let cell = app.cells["article-a1"]
        XCTAssertTrue(cell.waitForExistence(timeout: 10))
        cell.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertTrue(app.staticTexts["Archived"].waitForExistence(timeout: 2))
    }
}
