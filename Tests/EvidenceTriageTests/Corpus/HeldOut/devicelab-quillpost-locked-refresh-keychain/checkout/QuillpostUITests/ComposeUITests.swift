import XCTest

final class ComposeUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-QPLabHooks", "1", "-QPSeedAccount", "lab-compose@quillpost.test"]
        app.launch()
    }

    func testAttachmentSheetOpens() throws {
        app.buttons["Compose"].tap()
        app.buttons["Attach"].tap()
        XCTAssertTrue(app.sheets.buttons["Photo Library"].waitForExistence(timeout: 5))
    }

    func testSendDisabledWithoutRecipient() throws {
        let compose = app.buttons["Compose"]
        compose.tap()
        XCTAssertFalse(app.buttons["Send"].isEnabled)
    }
}
