import XCTest

final class ThreadViewUITests: XCTestCase {
    func testReplyAppearsInThread() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestSeedServer", "thread-basic"]
        app.launch()
        app.cells["thread.0"].tap()
        app.textViews["composer"].tap()
        app.textViews["composer"].typeText("on it")
        app.buttons["Send"].tap()
        XCTAssertTrue(app.staticTexts["on it"].waitForExistence(timeout: 3))
    }
}
