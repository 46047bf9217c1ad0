import XCTest

final class EntryEditorUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-seed-empty-journal"]
        app.launch()
    }

    func testSaveButtonEnablesAfterTyping() {
        app.buttons["new-entry"].tap()
        app.textViews["entry-body"].typeText("Low tide, fog.")
        XCTAssertTrue(app.buttons["save-entry"].isEnabled)
    }

    func testAttachPhotoFromLibrary() {
        app.buttons["new-entry"].tap()
        app.buttons["attach"].tap()
        XCTAssertTrue(app.images["attachment-thumb-0"].waitForExistence(timeout: 10))
    }
}
