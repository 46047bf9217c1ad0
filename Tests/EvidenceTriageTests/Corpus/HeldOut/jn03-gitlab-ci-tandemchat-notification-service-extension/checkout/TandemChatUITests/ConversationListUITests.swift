import XCTest

final class ConversationListUITests: XCTestCase {
    func testUnreadBadgeClearsAfterOpening() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixture", "two-unread"]
        app.launch()
        app.cells["conversation-maya"].tap()
        app.navigationBars.buttons.element(boundBy: 0).tap()
        let badge = app.staticTexts["unread-badge"]
        XCTAssertEqual(badge.label, "1", "opening Maya's thread should leave one unread conversation")
    }
}
