import XCTest

final class ChatListUITests: XCTestCase {
    func testUnreadBadgeShowsCount() {
        let app = XCUIApplication()
        app.launchArguments = ["-fixture", "three-unread"]
        app.launch()
        XCTAssertEqual(app.staticTexts["chatlist.unread.0"].label, "3")
    }
}
