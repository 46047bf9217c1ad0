import XCTest

final class OnboardingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testConnectHealthShowsPermissionSheet() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding"]
        app.launch()
        app.buttons["onboarding.getStarted"].tap()
        app.buttons["onboarding.connectHealth"].tap()
        let healthSheet = XCUIApplication(bundleIdentifier: "com.apple.Health")
        XCTAssertTrue(app.navigationBars["Health Access"].waitForExistence(timeout: 10) || healthSheet.wait(for: .runningForeground, timeout: 1))
    }
}
