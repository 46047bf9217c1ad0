import XCTest

final class LoginUITests: XCTestCase {
    func testMagicLinkOpensInbox() {
        let app = XCUIApplication()
        app.launchArguments = ["-MartenMagicLink", "https://marten.test/l/7hd2"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Inbox"].waitForExistence(timeout: 15))
    }
}
