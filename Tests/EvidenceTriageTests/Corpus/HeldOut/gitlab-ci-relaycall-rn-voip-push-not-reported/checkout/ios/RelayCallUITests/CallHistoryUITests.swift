import XCTest

final class CallHistoryUITests: XCTestCase {
    func testSwipeToDelete() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedCallHistory", "3"]
        app.launch()
        let first = app.cells.element(boundBy: 0)
        first.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.count, 2)
    }
}
