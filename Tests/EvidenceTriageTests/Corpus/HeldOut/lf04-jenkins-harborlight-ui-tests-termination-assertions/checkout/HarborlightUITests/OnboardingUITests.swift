import XCTest

final class OnboardingUITests: HarborlightUITestCase {
    override func setUp() {
        app.launchArguments += ["-resetOnboarding"]
        super.setUp()
    }

    func testFinishOnboardingShowsHome() {
        app.buttons["Continue"].tap()
        app.buttons["Allow location"].tap()
        app.buttons["Start"].tap()
        XCTAssertTrue(app.tabBars.buttons["Tides"].waitForExistence(timeout: 10))
    }
}
