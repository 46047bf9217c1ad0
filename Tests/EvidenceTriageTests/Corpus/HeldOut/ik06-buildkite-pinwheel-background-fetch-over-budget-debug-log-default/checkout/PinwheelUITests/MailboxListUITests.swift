import XCTest

final class MailboxListUITests: XCTestCase {
    func testPullToRefreshShowsNewMessage() {
        let app = XCUIApplication()
        app.launchArguments = ["-stubServer", "new-message-after-refresh"]
        app.launch()
        let list = app.tables["mailboxList"]
        list.cells.firstMatch.swipeDown(velocity: .fast)
        XCTAssertTrue(list.staticTexts["Re: ferry times"].waitForExistence(timeout: 5))
    }
}
