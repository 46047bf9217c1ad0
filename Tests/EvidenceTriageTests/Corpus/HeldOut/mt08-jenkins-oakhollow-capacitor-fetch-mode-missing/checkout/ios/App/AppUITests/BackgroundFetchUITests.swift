import XCTest

final class BackgroundFetchUITests: XCTestCase {
    private func launch(_ test: String) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundFetchUITests/\(test)"
        app.launchArguments += ["-OakhollowDebugMenu", "YES"]
        app.launch()
        return app
    }

    func testFetchSubmissionSucceedsAtLaunch() {
        let app = launch("testFetchSubmissionSucceedsAtLaunch")
        // The debug menu shows what BackgroundFetch.configure() got back
        // from BGTaskScheduler.submit: "ok" or "error <code>".
        //
        //
        //
        //
        //
        let status = app.staticTexts["debug.fetchSubmit"].label
        XCTAssertEqual(Optional(status), Optional("ok"))
    }

    func testSimulatedFetchRefreshesSightings() {
        let app = launch("testSimulatedFetchRefreshesSightings")
        // Debug button calls -[BGTaskScheduler _simulateLaunchForTaskWithIdentifier:]
        // for com.transistorsoft.fetch (simulator-only debug hook in the app).
        app.buttons["debug.simulateFetch"].tap()
        //
        //
        //
        //
        //
        //
        //
        //
        XCTAssertTrue(app.staticTexts["sightings.updatedAt"].waitForExistence(timeout: 30))
    }
}
