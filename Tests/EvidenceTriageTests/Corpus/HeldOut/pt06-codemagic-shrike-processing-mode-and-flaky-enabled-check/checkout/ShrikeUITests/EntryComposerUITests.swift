import XCTest

final class EntryComposerUITests: XCTestCase {
    func testSaveButtonEnabledAfterTyping() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing"]
        app.launch()
        app.buttons["journal.compose"].tap()
        app.textViews["composer.body"].tap()
        app.textViews["composer.body"].typeText("Kestrel over the ridge")
        XCTAssertTrue(app.buttons["composer.save"].isEnabled)
    }
}
