import XCTest

final class InboxUITests: XCTestCase {
    func testColdLaunchShowsInbox() {
        let app = XCUIApplication()
        app.launchArguments += ["-detoxDisableSynchronization", "YES", "-mockServer", "inbox-3-threads"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Inbox"].waitForExistence(timeout: 20))
        XCTAssertEqual(app.cells.matching(identifier: "thread-row").count, 3)
    }
}
