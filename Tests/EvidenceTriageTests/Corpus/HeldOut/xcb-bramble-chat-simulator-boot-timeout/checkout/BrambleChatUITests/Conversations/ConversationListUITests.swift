import XCTest

final class ConversationListUITests: XCTestCase {
    func testOpenConversation() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixture-inbox"]
        app.launch()
        app.cells["conversation.design-crit"].tap()
        XCTAssertTrue(app.textViews["composer"].waitForExistence(timeout: 5))
    }
}
