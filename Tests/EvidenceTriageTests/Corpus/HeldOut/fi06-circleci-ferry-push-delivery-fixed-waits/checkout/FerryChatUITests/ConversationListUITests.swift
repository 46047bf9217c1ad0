import XCTest

final class ConversationListUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "app.ferrychat.ios")

    func testUnreadBadgeClearsAfterOpeningThread() {
        app.launchArguments = ["-uitest-fixtures", "inbox-3-unread"]
        app.launch()
        app.cells["conversation-harbour-crew"].tap()
        app.navigationBars.buttons.element(boundBy: 0).tap()
        let badge = app.cells["conversation-harbour-crew"].staticTexts["unread-badge"]
        XCTAssertFalse(badge.exists, "unread badge still shown after the thread was opened")
    }
}
