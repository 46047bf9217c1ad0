import XCTest

final class ConversationListUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testSwipeToArchiveShowsUndoToast() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestingSeed", "three-conversations"]
        app.launch()
        let row = app.cells["conversation-row-c-2"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        row.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertTrue(app.staticTexts["Conversation archived"].waitForExistence(timeout: 2))
    }
}
