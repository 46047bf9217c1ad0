import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipShowsInbox() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-freshInstall"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.navigationBars["Inbox"].waitForExistence(timeout: 5))
    }
}
