import XCTest

/// The "Harbourdesk Managed" target is the Intune-wrapped build for enterprise customers.
final class ManagedLaunchUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    func testManagedBuildShowsEnrollmentScreen() {
        let app = XCUIApplication()
        app.launchArguments = ["--uitest-no-account"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Sign in with your work account"].waitForExistence(timeout: 20))
    }

    func testManagedBuildBlocksScreenshotsWhenPolicyApplied() {
        let app = XCUIApplication()
        app.launchArguments = ["--uitest-fake-policy", "screen-capture-blocked"]
        app.launch()
        XCTAssertTrue(app.otherElements["mam-privacy-shield"].waitForExistence(timeout: 20))
    }
}
