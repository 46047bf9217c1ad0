import XCTest

final class DownloadsListUITests: XCTestCase {
    func testSwipeToDeleteRemovesFile() {
        let app = XCUIApplication()
        app.launchArguments = ["-seedDownloads", "3"]
        app.launch()
        app.tabBars.buttons["Downloads"].tap()

        let cell = app.cells.element(boundBy: 0)
        cell.swipeLeft()
        cell.buttons["Delete"].tap()

        XCTAssertEqual(app.cells.count, 2)
    }
}
