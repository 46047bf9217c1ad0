import XCTest

final class HistoryUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-seedHistory"]
        app.launch()
    }

    func testDeleteEntryBySwipe() throws {
        app.tabBars.buttons["History"].tap()
        let first = app.cells["history.row.0"]
        XCTAssertTrue(first.waitForExistence(timeout: 5))
        first.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "history.row.0").count, 1)
        XCTAssertEqual(app.staticTexts["history.count"].label, "4 entries")
    }
}
