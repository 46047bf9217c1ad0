import XCTest

final class OnboardingUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-resetOnboarding"]
        app.launch()
    }

    func testFirstScreenShowsStreaks() {
        app.buttons["Get started"].tap()
        XCTAssertTrue(app.staticTexts["streak-count"].waitForExistence(timeout: 5))
    }

    func testSkipOnboarding() {
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.tabBars.buttons["Today"].waitForExistence(timeout: 5))
    }
}
