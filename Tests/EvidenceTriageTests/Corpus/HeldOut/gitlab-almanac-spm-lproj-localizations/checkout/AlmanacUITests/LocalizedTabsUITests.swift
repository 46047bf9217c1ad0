import XCTest

/// Fresh-install checks: each test erases app state first, the way a
/// new user meets the app.
final class LocalizedTabsUITests: XCTestCase {

    private func launch(language: String, locale: String) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments += ["-AppleLanguages", "(\(language))", "-AppleLocale", locale, "-AlmanacResetState", "1"]
        app.launch()
        return app
    }

    func testTabTitlesInGerman() {
        let app = launch(language: "de", locale: "de_DE")
        let tabs = app.tabBars.firstMatch
        XCTAssertTrue(tabs.waitForExistence(timeout: 10))
        XCTAssertTrue(tabs.buttons["Kalender"].exists, "tab bar should read \"Kalender\"")
        XCTAssertTrue(tabs.buttons["Erinnerungen"].exists)
    }

    func testSettingsHeaderInFrench() {
        let app = launch(language: "fr", locale: "fr_FR")
        app.tabBars.buttons.element(boundBy: 2).tap()
        let header = app.navigationBars.staticTexts.firstMatch
        XCTAssertTrue(header.waitForExistence(timeout: 10))
        XCTAssertEqual(header.label, "Réglages")
    }
}
