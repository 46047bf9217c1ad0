import XCTest

final class SilentPushUITests: XCTestCase {
    func testSilentPushSyncsWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestAccount", "ci-bot"]
        app.launch()
        let before = app.staticTexts["sync.lastRun"].label
        XCUIDevice.shared.press(.home)
        try HostPushRelay.send(fixture: "content-available-only.apns", to: "app.tincan.chat") // {"aps":{"content-available":1}}
        sleep(45)
        app.activate()
        XCTAssertNotEqual(app.staticTexts["sync.lastRun"].label, before, "conversation was not synced by the background push")
    }
}
