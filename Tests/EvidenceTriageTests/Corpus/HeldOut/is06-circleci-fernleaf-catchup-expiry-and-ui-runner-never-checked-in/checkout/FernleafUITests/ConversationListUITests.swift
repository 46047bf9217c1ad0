import XCTest

final class ConversationListUITests: XCTestCase {
    func testOpensConversationFromList() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixtures", "conversations-basic"]
        app.launch()
        app.cells["conversation.Ana"].tap()
        XCTAssertTrue(app.navigationBars["Ana"].waitForExistence(timeout: 5))
    }
}
