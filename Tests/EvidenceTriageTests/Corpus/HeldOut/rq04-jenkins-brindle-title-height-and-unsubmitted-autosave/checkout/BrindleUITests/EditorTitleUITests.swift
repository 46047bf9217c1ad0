import XCTest

final class EditorTitleUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-empty-library"]
        app.launch()
        app.buttons["library.newNote"].tap()
    }

    func testShortTitleStaysOnOneLine() {
        let title = app.textViews["editor.title"]
        title.tap()
        title.typeText("Groceries")
        XCTAssertEqual(title.frame.height, 44)
    }

    func testLongTitleWrapsToTwoLines() {
        let title = app.textViews["editor.title"]
        title.tap()
        title.typeText("Minutes from the quarterly planning offsite in Lisbon")
        XCTAssertEqual(title.frame.height, 68)
    }
}
