import XCTest

final class ChatListUITests: XCTestCase {
    func testUnreadBadgeSkipsMutedChats() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-fixture", "three-unread-one-muted"]
        app.launch()
        let badge = app.tabBars.buttons["Chats"].value as? String
        XCTAssertEqual(badge, "2", "muted chats must not count towards the badge")
    }
}
