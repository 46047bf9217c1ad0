import XCTest

final class ConversationListUITests: XCTestCase {
    func testPinnedConversationSortsFirst() {
        let app = XCUIApplication()
        app.launchArguments = ["-seed", "pinned-family"]
        app.launch()
        let first = app.cells.element(boundBy: 0).staticTexts["conversation.title"].label
        XCTAssertEqual(first, "Family")
    }
}
