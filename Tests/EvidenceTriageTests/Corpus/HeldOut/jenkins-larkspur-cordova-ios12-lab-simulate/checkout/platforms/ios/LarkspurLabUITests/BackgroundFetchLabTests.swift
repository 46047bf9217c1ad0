import XCTest

/// Device-lab check of cordova-plugin-background-fetch. Before this test
/// runs, ci/lab/simulate-fetch.py starts the app under lldb, waits for
/// "[TSBackgroundFetch configure]" and runs
///   e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"com.transistorsoft.fetch"]
/// so the JS onFetch callback stores "Last fetch: <time>" in the sync panel.
class BackgroundFetchLabTests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-LabRun", "YES"]
    }

    func testSimulatedFetchRunsJsCallback() {
        app.activate()
        app.buttons["Sync status"].tap()
        let label = app.staticTexts["sync.lastFetch"]
        XCTAssertTrue(label.waitForExistence(timeout: 10))
        XCTAssertNotEqual(label.label, "Last fetch: never", "simulated fetch did not reach the JS callback")
    }

    func testSyncPanelShowsQueuedInspections() {
        app.activate()
        app.buttons["Sync status"].tap()
        XCTAssertTrue(app.staticTexts["sync.queued"].waitForExistence(timeout: 10))
    }
}
