import XCTest

final class PromptRefreshUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-OnboardingCompleted", "NO", "-UITestSkipOnboarding", "YES", "-simulateBackgroundRefresh", "YES"]
        app.launchEnvironment["QUILLWORT_PROMPTS_URL"] = "https://stub.quillwort.invalid/prompts"
        app.launch()
    }

    func testSimulatedBackgroundRefreshShowsNewPrompt() throws {
        let badge = app.staticTexts["prompt.refreshedBadge"]
        XCTAssertTrue(badge.waitForExistence(timeout: 20), "Refreshed prompt never appeared after the simulated refresh")
        XCTAssertEqual(app.staticTexts["prompt.today"].label, "Write about a door you never opened.")
    }
}
