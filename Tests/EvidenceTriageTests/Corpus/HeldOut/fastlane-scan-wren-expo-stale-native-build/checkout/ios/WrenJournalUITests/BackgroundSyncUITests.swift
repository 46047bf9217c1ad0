import XCTest

/// Drives the Expo app (com.wrenjournal.app). The JS side registers "journal-sync"
/// with expo-background-task and shows the result in the Settings > Sync screen.
final class BackgroundSyncUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["EXPO_PUBLIC_E2E"] = "1"
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.buttons["Sync"].tap()
    }

    func testRegisterJournalSyncShowsRegistered() {
        let status = app.staticTexts["sync.taskStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "journal-sync: registered", "expo-background-task registration status")
    }

    func testTriggerWorkerForTestingUploadsDrafts() {
        app.buttons["Create 2 offline drafts"].tap()
        app.buttons["Run background worker now (debug)"].tap()   // BackgroundTask.triggerTaskWorkerForTestingAsync()
        let pending = app.staticTexts["sync.pendingDrafts"]
        XCTAssertTrue(pending.waitForExistence(timeout: 20))
        XCTAssertEqual(pending.label, "0 drafts waiting", "worker should have uploaded the drafts")
    }
}
