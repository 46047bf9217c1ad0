import XCTest

final class OnboardingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-OnboardingCompleted", "NO"]   // argument domain: fresh onboarding every launch
    }

    func testFreshInstallShowsOnboarding() throws {
        app.launch()
        XCTAssertTrue(app.buttons["onboarding.getStarted"].waitForExistence(timeout: 5))
    }

    func testSkipOnboardingArgumentOpensToday() throws {
        app.launchArguments += ["-UITestSkipOnboarding", "YES"]
        app.launch()
        XCTAssertTrue(app.otherElements["today.screen"].waitForExistence(timeout: 5))
    }
}
