import XCTest

final class DepartureBoardUITests: XCTestCase {
    func testBoardRefreshesOnPull() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting"]
        app.launch()
        app.tables["board.list"].swipeDown()
        XCTAssertTrue(app.staticTexts["board.updated.justNow"].waitForExistence(timeout: 4))
    }
}
