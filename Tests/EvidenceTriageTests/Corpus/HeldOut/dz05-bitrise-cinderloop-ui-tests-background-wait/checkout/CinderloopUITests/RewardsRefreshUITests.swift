import XCTest

/// End-to-end: a stamp earned on another device should appear after the app's
/// background refresh has run, without the user reopening the rewards screen.
final class RewardsRefreshUITests: XCTestCase {

    private let app = XCUIApplication()

    func testStampCountUpdatesAfterBackgroundRefresh() {
        app.launchArguments += ["-uitest-signed-in", "-uitest-stamps", "3", "-uitest-server-stamps", "4"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "RewardsRefreshUITests/testStampCountUpdatesAfterBackgroundRefresh"
        app.launch()
        app.tabBars.buttons["Rewards"].tap()
        XCTAssertEqual(app.staticTexts["rewards.stampCount"].label, "3 stamps")

        // Background the app so BGTaskScheduler can run com.cinderloop.app.rewards-refresh.
        XCUIDevice.shared.press(.home)
        sleep(5)
        app.activate()

        let updated = NSPredicate(format: "label == %@", "4 stamps")
        let expectation = expectation(for: updated, evaluatedWith: app.staticTexts["rewards.stampCount"])
        wait(for: [expectation], timeout: 120)
    }
}
