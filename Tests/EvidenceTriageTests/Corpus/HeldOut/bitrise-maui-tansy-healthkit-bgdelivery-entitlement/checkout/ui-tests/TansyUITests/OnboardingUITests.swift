import XCTest

final class OnboardingUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.tansy.health")

    func testHealthPermissionExplainerShown() {
        app.launchArguments += ["--ui-test", "--reset-onboarding"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Why Tansy reads your steps"].waitForExistence(timeout: 10))
    }
}
