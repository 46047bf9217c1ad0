import XCTest

final class OnboardingUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testSignInButtonVisible() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset"]
        app.launch()
        XCTAssertTrue(app.buttons["Sign in with Trakt"].waitForExistence(timeout: 10))
    }
}
