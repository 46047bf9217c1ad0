import XCTest

final class OnboardingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-resetOnboarding", "YES"]
        app.launch()
    }

    func testNotificationPermissionPrompt() throws {
        app.buttons["onboarding.continue"].tap()
        XCTAssertTrue(app.staticTexts["Get delay alerts for your route"].waitForExistence(timeout: 5))
    }
}
