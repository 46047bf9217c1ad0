import XCTest
import MarramPush

final class SilentSyncUITests: XCTestCase {
    func testSyncPingRefreshesInboxInBackground() throws {
        let app = XCUIApplication()
        app.launchEnvironment["MARRAM_SYNC_MARKER"] = "1"
        app.launch()
        let before = app.staticTexts["debug.lastSilentSync"].label

        XCUIDevice.shared.press(.home)
        let composer = PushComposer()
        let message = composer.message(to: "simulator", kind: .syncPing(mailbox: "inbox"))
        try SimulatorPush.send(composer.apnsPayload(for: message), bundleID: "app.marram.ios")

        let woke = expectation(for: NSPredicate(format: "label != %@", before),
                               evaluatedWith: app.staticTexts["debug.lastSilentSync"])
        wait(for: [woke], timeout: 45)
    }
}
