import XCTest

final class ClaimsRefreshSmokeTests: XCTestCase {
    /// The hook simulates the BGAppRefreshTask launch; the Deliveries screen
    /// shows "Claims refreshed" when the handler finishes.
    func testSimulatedLaunchRefreshesClaims() {
        let app = XCUIApplication()
        app.launchArguments += ["-ParcelleSimulateClaimsRefresh", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "ClaimsRefreshSmokeTests/testSimulatedLaunchRefreshesClaims"
        app.launch()
        XCTAssertTrue(app.staticTexts["Claims refreshed"].waitForExistence(timeout: 30),
                      "claims refresh handler did not run after the simulated launch")
    }
}
