import XCTest

/// Review-count badge is refreshed by the BGAppRefreshTask "com.kanjiloop.app.reviews-refresh".
/// These run on the CI Simulator with the app's debug hooks enabled.
final class ReviewBadgeRefreshUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launchArguments += ["-UITestStubServer", "reviews-30-then-5"]
        app.launch()
    }

    func testBadgeRefreshesWithinAnHourInBackground() {
        // Stub server answers 30 pending reviews now and 5 after the first poll.
        XCTAssertEqual(app.staticTexts["pendingReviews"].label, "30")
        XCUIDevice.shared.press(.home)   // sceneDidEnterBackground -> submit BGAppRefreshTaskRequest
        let icon = springboard.icons["KanjiLoop"]
        let refreshed = NSPredicate(format: "value CONTAINS '5 '")
        let wait = XCTNSPredicateExpectation(predicate: refreshed, object: icon)
        let result = XCTWaiter().wait(for: [wait], timeout: 20 * 60)
        XCTAssertEqual(result, .completed, "badge should have been refreshed by background app refresh")
    }

    func testBadgeRefreshesAfterFiveMinuteMinimumInterval() {
        app.buttons["Settings"].tap()
        app.switches["Refresh reviews in background"].tap()
        XCUIDevice.shared.press(.home)
        sleep(6 * 60)                    // earliestBeginDate = now + 5 min
        app.activate()
        let lastRun = app.staticTexts["lastBackgroundRefresh"].label
        XCTAssertNotEqual(lastRun, "never", "refresh task should have run after the 5 minute minimum interval")
    }
}
