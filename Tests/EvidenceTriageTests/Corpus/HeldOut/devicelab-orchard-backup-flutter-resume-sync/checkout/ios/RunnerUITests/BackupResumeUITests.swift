import XCTest

/// Orchard's Dart sync service is driven through a debug proxy that can hold
/// /sync/stream open, so the sync is still in flight when the app is suspended.
final class BackupResumeUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["ORCHARD_SERVER"] = "http://10.52.7.21:8088"
        app.launchEnvironment["ORCHARD_SYNC_PROXY"] = "hold-first-stream"
    }

    func testSyncStartsFreshAfterResume() {
        app.launch()
        XCTAssertTrue(app.staticTexts["sync-status: syncing"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)
        sleep(45) // long enough for iOS to suspend the process on this device
        app.activate()
        let done = app.staticTexts["sync-status: up to date"]
        XCTAssertTrue(done.waitForExistence(timeout: 30), "a fresh sync should run after resume")
    }

    func testCancelledSyncShowsNoError() {
        app.launch()
        XCTAssertTrue(app.staticTexts["sync-status: syncing"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)
        sleep(45)
        app.activate()
        XCTAssertTrue(app.staticTexts["sync-status: up to date"].waitForExistence(timeout: 30))
        XCTAssertFalse(app.staticTexts["sync-error-banner"].exists, "a sync cancelled on resume is not a failure")
    }
}
