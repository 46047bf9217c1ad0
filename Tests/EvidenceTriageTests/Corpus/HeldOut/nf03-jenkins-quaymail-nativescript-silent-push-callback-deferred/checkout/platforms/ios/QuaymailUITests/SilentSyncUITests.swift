import XCTest

final class SilentSyncUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-pushHelperPort", "8931"]
        app.launch()
    }

    func testSilentPushRefreshesInboxWhileBackgrounded() throws {
        XCTAssertTrue(app.staticTexts["inbox.syncStamp"].waitForExistence(timeout: 10))
        let before = app.staticTexts["inbox.syncStamp"].label
        XCUIDevice.shared.press(.home)
        try PushHelper.sendSilent(bundleID: "com.quaymail.app", payload: ["aps": ["content-available": 1], "kind": "inbox-sync"])
        let synced = PushHelper.waitForSyncMarker(timeout: 30)
        app.activate()
        XCTAssertTrue(synced, "inbox sync did not run while backgrounded (stamp still \(before))")
    }
}
