import XCTest

/// Background (content-available) pushes are sent by ci/apns-helper on the lab Mac through
/// the APNs sandbox to the lab iPhone. Each push makes the app sync the conversation list;
/// the debug overlay shows `syncCount` (reset at launch).
final class SilentPushDeliveryTests: XCTestCase {
    private let app = XCUIApplication()
    private let helper = APNsHelperClient(baseURL: URL(string: "http://lab-mac-03.local:7311")!)

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ChirplineSyncProbe", "YES"]
        app.launch()
        try helper.registerDevice(from: app)
    }

    func testForegroundPushShowsBanner() throws {
        try helper.sendAlert(title: "Maya", body: "on my way")
        XCTAssertTrue(app.otherElements["inAppBanner"].waitForExistence(timeout: 15))
    }

    func testEverySilentPushTriggersSync() throws {
        XCUIDevice.shared.press(.home)
        for _ in 0..<6 {
            try helper.sendBackground(payload: ["aps": ["content-available": 1], "kind": "thread-updated"])
            sleep(10)
        }
        sleep(30)
        app.activate()
        XCTAssertEqual(app.staticTexts["syncCount"].label, "6", "each background push should have triggered one sync")
    }

    func testSilentPushSyncsWithinFiveSeconds() throws {
        XCUIDevice.shared.press(.home)
        try helper.sendBackground(payload: ["aps": ["content-available": 1], "kind": "thread-updated"])
        sleep(5)
        app.activate()
        XCTAssertEqual(app.staticTexts["syncCount"].label, "1", "background push was not handled within 5 s")
    }
}
