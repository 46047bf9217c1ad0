import XCTest

final class ComposerUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-OnboardingCompleted", "NO"]
        app.launch()
        // Walk through onboarding by hand so this suite does not depend on debug hooks.
        app.buttons["onboarding.getStarted"].tap()
        app.buttons["onboarding.notNow"].tap()
    }

    func testWordCountUpdatesWhileTyping() throws {
        app.buttons["today.write"].tap()
        let editor = app.textViews["composer.editor"]
        editor.tap()
        editor.typeText("Found sea-glass near the pier")
        XCTAssertEqual(app.staticTexts["composer.wordCount"].label, "5 words")
    }

    func testDiscardAsksForConfirmation() throws {
        app.buttons["today.write"].tap()
        app.textViews["composer.editor"].tap()
        app.textViews["composer.editor"].typeText("Draft")
        app.buttons["composer.discard"].tap()
        XCTAssertTrue(app.alerts["Discard this entry?"].exists)
    }
}
