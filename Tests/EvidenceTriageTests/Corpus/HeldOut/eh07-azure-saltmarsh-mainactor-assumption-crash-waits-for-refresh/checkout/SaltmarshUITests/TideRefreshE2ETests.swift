import XCTest

/// End-to-end: schedule the tide refresh, background the app and wait for
/// the system to run it (the widget timeline shows the refreshed tide).
final class TideRefreshE2ETests: XCTestCase {
    func testRefreshRunsWithinFifteenMinutes() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TideRefreshE2ETests/testRefreshRunsWithinFifteenMinutes"
        app.launchArguments += ["-scheduleTideRefreshNow"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let refreshed = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "exists == true"),
            object: app.staticTexts["tides.lastRefreshedInBackground"])
        // earliestBeginDate is 15 minutes out; allow the system its window.
        wait(for: [refreshed], timeout: 900)
    }
}
