import XCTest

final class NoteEditorUITests: XCTestCase {
    func testPasteImageCreatesAttachment() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-PasteboardFixture", "receipt.png"]
        app.launch()
        app.buttons["new-note"].tap()
        app.textViews["note-body"].press(forDuration: 1.2)
        app.menuItems["Paste"].tap()
        XCTAssertTrue(app.images["attachment-0"].waitForExistence(timeout: 5))
    }

    func testTitleIsFirstLine() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests"]
        app.launch()
        app.buttons["new-note"].tap()
        app.textViews["note-body"].typeText("Ferry times\nDeparts 7:40")
        app.navigationBars.buttons["Notes"].tap()
        XCTAssertTrue(app.cells.staticTexts["Ferry times"].exists)
    }
}
