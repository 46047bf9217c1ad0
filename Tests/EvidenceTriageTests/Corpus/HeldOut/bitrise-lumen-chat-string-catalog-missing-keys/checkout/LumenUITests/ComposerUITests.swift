import XCTest

final class ComposerUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testAttachmentSheetOpens() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed", "two-peers"]
        app.launch()
        app.buttons["composer.attach"].tap()
        XCTAssertTrue(app.sheets["attachment.sheet"].waitForExistence(timeout: 5))
    }
}
