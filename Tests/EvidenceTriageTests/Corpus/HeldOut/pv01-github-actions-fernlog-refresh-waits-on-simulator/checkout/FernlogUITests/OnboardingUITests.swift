import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipButtonShowsTodayView() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-FLResetOnboarding", "YES"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.navigationBars["Today"].waitForExistence(timeout: 5))
    }
}
