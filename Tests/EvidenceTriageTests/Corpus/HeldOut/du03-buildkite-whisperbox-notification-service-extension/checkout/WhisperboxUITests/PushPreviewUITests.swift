import XCTest

final class PushPreviewUITests: XCTestCase {
    func testNotificationSettingsRowVisible() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.cells["Notifications"].waitForExistence(timeout: 5))
    }

    func testLongPressShowsDecryptedPreview() {
        let app = XCUIApplication()
        app.launchArguments = ["-seedConversation", "Maya"]
        app.launch()
        app.cells["Maya"].press(forDuration: 1.0)
        XCTAssertTrue(app.staticTexts["New message"].waitForExistence(timeout: 30))
    }
}
