import XCTest

final class OnboardingUITests: XCTestCase {

    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
    }

    func testSkipGoesToHome() {
        app.launchArguments += ["-uitest-fresh-install"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.otherElements["home.root"].waitForExistence(timeout: 5))
    }

    func testWelcomeShowsSpanishGreeting() {
        app.launchArguments += ["-uitest-fresh-install", "-AppleLanguages", "(es)", "-AppleLocale", "es_ES"]
        app.launch()

        let greeting = NSLocalizedString("onboarding.welcome", comment: "Welcome title")
        XCTAssertTrue(app.staticTexts[greeting].waitForExistence(timeout: 5), "Expected \"\(greeting)\" label to exist")
    }
}
