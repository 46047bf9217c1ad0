import XCTest

final class SilentPushUITests: XCTestCase {
    func testSilentPushRefreshesInboxInBackground() throws {
        let app = XCUIApplication()
        app.launchEnvironment["PELLUCID_INBOX_FIXTURE"] = "three-unread"
        app.launch()
        XCUIDevice.shared.press(.home)
        // Host-side bridge runs: xcrun simctl push booted com.pellucid.app silent-inbox.apns
        try SimctlBridge.push(bundleID: "com.pellucid.app", payload: "silent-inbox.apns")
        sleep(20)
        app.activate()
        XCTAssertEqual(app.staticTexts["inbox-unread-count"].label, "3")
    }
}
