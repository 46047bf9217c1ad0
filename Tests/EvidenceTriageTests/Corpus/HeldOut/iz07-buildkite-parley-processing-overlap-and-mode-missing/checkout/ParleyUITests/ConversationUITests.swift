import XCTest

final class ConversationUITests: XCTestCase {
    func testSendsVoiceMessage() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITests", "-fakeServer"]
        app.launch()
        app.cells["conversation.design-crit"].tap()
        let record = app.buttons["composer.record"]
        record.press(forDuration: 2.0)
        XCTAssertTrue(app.cells.matching(identifier: "message.voice").firstMatch.waitForExistence(timeout: 10))
    }

    func testOpensConversation() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITests", "-fakeServer"]
        app.launch()
        app.cells["conversation.design-crit"].tap()
        XCTAssertTrue(app.navigationBars["Design crit"].waitForExistence(timeout: 10))
    }
}
