import XCTest

final class SilentPushRefreshTests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "app.ferrychat.ios")

    func testContentAvailablePushRefreshesInbox() throws {
        app.launchArguments = ["-uitest-fixtures", "inbox-stale"]
        app.launch()
        XCUIDevice.shared.press(.home)
        try PushRelay.send("silent-sync.apns")   // {"aps":{"content-available":1}}

        sleep(10)   // give the app its background wake

        app.activate()
        XCTAssertTrue(app.staticTexts["inbox-refreshed-by-push"].exists,
                      "inbox was not refreshed by the content-available push within 10 s")
    }
}
