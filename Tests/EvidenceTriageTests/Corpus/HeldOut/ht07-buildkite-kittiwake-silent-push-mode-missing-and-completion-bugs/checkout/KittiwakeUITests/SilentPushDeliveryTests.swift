import XCTest

final class SilentPushDeliveryTests: XCTestCase {
    func testSilentPushWakesAppAndSyncsInbox() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-useStubServer", "YES", "-stubScenario", "thread-t-4412-one-new"]
        app.launch()
        XCTAssertTrue(app.staticTexts["inbox-unread-0"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)           // suspend: the push must wake us in the background
        try requestHostSilentPush()              // scripts/ui-silent-push.sh sends ci/payloads/inbox-silent.apns
        sleep(20)                                // give iOS time to deliver and the app time to sync

        app.activate()
        let badge = app.staticTexts["inbox-unread-1"]
        XCTAssertTrue(badge.waitForExistence(timeout: 10), "silent push should wake the app and sync the inbox")
    }

    private func requestHostSilentPush() throws {
        let home = ProcessInfo.processInfo.environment["SIMULATOR_HOST_HOME"]!
        try Data().write(to: URL(fileURLWithPath: home + "/ci-bridge/push-request"))
    }
}
