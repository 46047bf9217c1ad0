import XCTest

/// Native composer (JuniperComposerView) hosted in the React Native chat screen.
final class ComposerUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-detoxDisableHierarchyDump", "YES", "-e2eRoom", "composer-sandbox"]
        app.launch()
    }

    func testSendButtonDisabledWhenEmpty() {
        XCTAssertFalse(app.buttons["composer.send"].isEnabled)
    }

    func testFastTypingKeepsAllCharacters() {
        let composer = app.textViews["composer.input"]
        composer.tap()
        composer.typeText("Some long text that I am going to type very fast")
        XCTAssertEqual(composer.value as? String, "Some long text that I am going to type very fast")
    }
}
