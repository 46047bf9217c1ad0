import XCTest

final class InboxLaunchUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testColdLaunchShowsInbox() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed", "inbox-basic"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Inbox"].waitForExistence(timeout: 10))
    }
}
