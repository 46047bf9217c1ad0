import XCTest

/// Lab iPhone + the lab's APNs relay (sandbox, apns-push-type: background, apns-priority: 5).
final class SilentPushWakeTests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.merlinnews.app")
    private let relay = LabPushRelay(baseURL: URL(string: "http://10.40.0.12:7071")!)

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-MerlinDebugOverlay", "YES"]
        app.launch()
        relay.register(deviceTokenFrom: app)
    }

    func testEachSilentPushTriggersBackgroundRefresh() throws {
        XCUIDevice.shared.press(.home)
        for n in 1...5 {
            try relay.sendContentAvailable(payload: ["edition": "evening-\(n)"])
            sleep(10)
        }
        app.activate()
        XCTAssertEqual(app.staticTexts["silentPushRefreshes"].label, "5", "every content-available push should have woken the app once")
    }

    func testHeldPushDeliveredAfterForceQuit() throws {
        app.terminate()                                  // simulates the user swiping the app away
        try relay.sendContentAvailable(payload: ["edition": "late"])
        sleep(60)
        app.launch()
        XCTAssertEqual(app.staticTexts["lastSilentPushEdition"].label, "late", "the silent push sent while the app was not running should have been delivered")
    }
}
