import XCTest

final class NoteEditorUITests: XCTestCase {
    func testTypingPersistsAfterBackground() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing"]
        app.launch()
        app.buttons["New Note"].tap()
        app.textViews["editor"].typeText("Ridge trail — bring crampons")
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertEqual(app.textViews["editor"].value as? String, "Ridge trail — bring crampons")
    }
}
