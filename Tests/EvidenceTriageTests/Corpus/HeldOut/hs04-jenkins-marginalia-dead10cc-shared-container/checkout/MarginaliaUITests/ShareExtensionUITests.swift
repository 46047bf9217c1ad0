import XCTest

final class ShareExtensionUITests: XCTestCase {
    func testSharedLinkLandsInInbox() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-MarginaliaSeedSharedLink", "https://example.org/longread"]
        app.launch()
        app.tabBars.buttons["Inbox"].tap()
        XCTAssertTrue(app.cells.staticTexts["example.org"].waitForExistence(timeout: 10))
    }
}
