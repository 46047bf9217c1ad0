import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipOnboardingLandsOnPantry() {
        let app = XCUIApplication()
        app.launchArguments += ["-reset-onboarding"]
        app.launch()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.navigationBars["Pantry"].waitForExistence(timeout: 10))
    }

    func testOnboardingHasThreePages() {
        let app = XCUIApplication()
        app.launchArguments += ["-reset-onboarding"]
        app.launch()
        XCTAssertEqual(app.pageIndicators.firstMatch.value as? String, "page 1 of 3")
    }
}
