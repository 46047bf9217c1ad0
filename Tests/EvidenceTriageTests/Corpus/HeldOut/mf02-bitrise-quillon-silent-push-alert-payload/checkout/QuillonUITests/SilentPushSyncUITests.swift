import XCTest

final class SilentPushSyncUITests: XCTestCase {
    func testAlertPushTriggersBackgroundSync() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-sync-marker"]
        app.launch()
        XCUIDevice.shared.press(.home)
        // Push an ordinary alert notification (title/body, no content-available) to the backgrounded app
        try SimulatorPush.send(bundleID: "com.quillon.notes", payloadFile: "alert-new-comment.apns")
        let synced = expectation(for: NSPredicate(format: "exists == true"),
                                 evaluatedWith: SyncMarker.file(named: "sync-ran"))
        wait(for: [synced], timeout: 30)
    }
}
