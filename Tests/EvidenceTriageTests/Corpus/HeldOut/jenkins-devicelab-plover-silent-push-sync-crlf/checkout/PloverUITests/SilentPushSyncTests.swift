import XCTest

/// Sends real background pushes (apns-push-type: background, priority 5) through
/// the staging push helper and checks that the inbox sync ran on the device.
final class SilentPushSyncTests: XCTestCase {
    private let app = XCUIApplication()
    private let push = StagingPushHelper(topic: "com.plover.mail")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-UITestInbox", "seeded"]
        app.launch()
        XCTAssertTrue(app.staticTexts["syncCount: 0"].waitForExistence(timeout: 15))
    }

    func testSilentPushTriggersInboxSync() throws {
        XCUIDevice.shared.press(.home)
        try push.sendBackground(payload: ["aps": ["content-available": 1], "mailbox": "inbox"])
        sleep(60)
        app.activate()
        XCTAssertTrue(app.staticTexts["syncCount: 1"].exists, "no background sync within 60 s of the push")
    }

    func testThreeSilentPushesProduceThreeSyncs() throws {
        XCUIDevice.shared.press(.home)
        for _ in 0..<3 {
            try push.sendBackground(payload: ["aps": ["content-available": 1], "mailbox": "inbox"])
            sleep(20)
        }
        app.activate()
        let count = app.staticTexts.matching(identifier: "syncCountValue").firstMatch.label
        XCTAssertEqual(count, "3", "each silent push should wake the app once")
    }
}
