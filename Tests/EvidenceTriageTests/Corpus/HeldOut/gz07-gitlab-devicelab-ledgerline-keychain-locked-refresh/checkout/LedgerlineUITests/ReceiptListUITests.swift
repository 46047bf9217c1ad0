import XCTest

final class ReceiptListUITests: XCTestCase {
    func testSwipeToDeleteShowsUndo() {
        let app = XCUIApplication()
        app.launchArguments += ["-LLSeedReceipts", "3"]
        app.launch()
        let cell = app.cells.element(boundBy: 0)
        cell.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertTrue(app.buttons["Undo"].waitForExistence(timeout: 3))
    }
}
