import XCTest

final class OnboardingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding", "YES", "-uiTesting"]
        app.launch()
    }

    func testSkipGoesToHome() throws {
        app.buttons["onboarding.skipButton"].tap()
        XCTAssertTrue(app.tabBars.buttons["Runs"].waitForExistence(timeout: 5))
    }

    func testNextAdvancesThroughPages() throws {
        let next = app.staticTexts["Join your club"]
        app.swipeLeft()
        XCTAssertTrue(next.waitForExistence(timeout: 3))
    }
}
