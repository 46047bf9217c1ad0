import XCTest

final class OnboardingUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.resetAuthorizationStatus(for: .photos)
        app.launchArguments = ["-UITesting", "-showOnboarding"]
        app.launch()
    }

    func testSkipOnboarding() {
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.staticTexts["pagination.label"].waitForExistence(timeout: 5))
    }

    func testAllowPhotoAccessFromPrompt() {
        // Importing pictures for custom phrase buttons needs photo library access.
        app.buttons["onboarding.importPictures"].tap()
        let allow = springboard.buttons["Allow Access to All Photos"]
        XCTAssertTrue(springboard.alerts.firstMatch.waitForExistence(timeout: 10))
        allow.tap()
        XCTAssertTrue(app.staticTexts["onboarding.picturesReady"].waitForExistence(timeout: 5))
    }
}
