import XCTest

final class ThreadListUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-seedThreads", "12"]
        app.launch()
    }

    func testSwipeToArchive() {
        let cell = app.cells["thread.0"]
        XCTAssertTrue(cell.waitForExistence(timeout: 10))
        cell.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertEqual(app.cells.count, 11)
    }
}
