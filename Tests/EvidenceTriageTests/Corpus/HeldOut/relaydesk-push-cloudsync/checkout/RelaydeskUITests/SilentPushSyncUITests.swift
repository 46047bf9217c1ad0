import XCTest

/// The CI job fires `simctl push` with a content-available payload 40 s after
/// the UI test bundle starts (see .gitlab-ci.yml, `silent-push-sidecar`).
final class SilentPushSyncUITests: XCTestCase {

    func testContentAvailablePushTriggersBackgroundSync() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-sync-clock"]
        app.launch()
        let lastSync = app.staticTexts["lastSyncLabel"]
        XCTAssertTrue(lastSync.waitForExistence(timeout: 5))
        let before = lastSync.label

        XCUIDevice.shared.press(.home)
        sleep(60)
        app.activate()

        XCTAssertNotEqual(app.staticTexts["lastSyncLabel"].label, before,
                          "no background sync after the silent push")
    }
}
