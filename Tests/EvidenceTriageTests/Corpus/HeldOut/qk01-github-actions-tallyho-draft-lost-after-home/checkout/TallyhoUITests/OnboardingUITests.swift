import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipShowsLists() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-showOnboarding"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.navigationBars["Lists"].waitForExistence(timeout: 5))
    }
}
