import XCTest

final class ComposeUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-stub-network", "YES"]
        app.launch()
    }

    func testPostingReplyFromThread() {
        app.cells["thread-cell-0"].tap()
        let reply = app.textFields["replyField"]
        XCTAssertTrue(reply.waitForExistence(timeout: 5))
        reply.tap()
        reply.typeText("On my way")
        app.buttons["sendReply"].tap()
        XCTAssertTrue(app.staticTexts["On my way"].waitForExistence(timeout: 5))
    }
}
