import XCTest

final class RefreshButtonUITests: XCTestCase {
    func testRefreshButtonReenablesAfterRefresh() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixtures", "three-accounts"]
        app.launch()

        let refresh = app.buttons["accounts.refresh"]
        refresh.tap()
        XCTAssertFalse(refresh.isEnabled)

        let enabled = NSPredicate(format: "isEnabled == true")
        let reenabled = expectation(for: enabled, evaluatedWith: refresh)
        let result = XCTWaiter.wait(for: [reenabled], timeout: 3)
        XCTAssertTrue(result == .completed, "refresh button did not re-enable within 3s")
    }
}
