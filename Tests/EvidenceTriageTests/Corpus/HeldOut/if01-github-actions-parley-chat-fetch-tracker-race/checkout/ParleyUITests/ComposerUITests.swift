import XCTest

final class ComposerUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ParleyTestEnvironment", "-ParleyStubServer"]
        app.launch()
        app.cells["room.standup"].tap()
    }

    func testMentionAutocompleteAppearsAfterTyping() {
        let composer = app.textViews["composer.textView"]
        XCTAssertTrue(composer.waitForExistence(timeout: 5))
        composer.tap()
        composer.typeText("@ma")
        XCTAssertTrue(app.cells["mention.marta"].waitForExistence(timeout: 3))
    }

    func testSendButtonDisabledWhenEmpty() {
        XCTAssertFalse(app.buttons["composer.send"].isEnabled)
    }
}
