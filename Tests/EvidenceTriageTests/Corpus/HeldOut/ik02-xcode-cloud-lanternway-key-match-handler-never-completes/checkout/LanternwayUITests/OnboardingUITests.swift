import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipNotificationPermission() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.buttons["Get started"].tap()
        app.buttons["Not Now"].tap()
        XCTAssertTrue(app.navigationBars["Diary"].waitForExistence(timeout: 5))
    }
}
