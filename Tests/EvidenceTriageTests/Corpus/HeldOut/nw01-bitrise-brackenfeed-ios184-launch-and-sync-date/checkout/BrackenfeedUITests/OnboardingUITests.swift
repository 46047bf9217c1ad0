import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipShowsTimeline() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-reset-onboarding"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.navigationBars["Timeline"].waitForExistence(timeout: 5))
    }
}
