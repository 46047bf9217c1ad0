import XCTest

final class MenuUITests: XCTestCase {
    func testVoiceCommandListScrolls() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["menu.voiceCommands"].tap()
        app.tables.firstMatch.swipeUp()
        XCTAssertTrue(app.staticTexts["Play next episode"].waitForExistence(timeout: 4))
    }
}
