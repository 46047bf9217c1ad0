import XCTest

final class ComposeFlowUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestSkipOnboarding", "YES"]
    }

    func testComposerShowsAddressPlaceholder() throws {
        app.launch()
        XCTAssertTrue(app.textFields["compose.address"].waitForExistence(timeout: 10))
    }

    func testSendButtonShowsLocalizedTitleInGerman() throws {
        app.launchArguments += ["-AppleLanguages", "(de)", "-AppleLocale", "de_DE"]
        app.launch()

        let title = L10n.string("compose.send", language: "de")
        let send = app.buttons[title]
        XCTAssertTrue(send.waitForExistence(timeout: 10), "No button labeled '\(title)'")
    }
}
