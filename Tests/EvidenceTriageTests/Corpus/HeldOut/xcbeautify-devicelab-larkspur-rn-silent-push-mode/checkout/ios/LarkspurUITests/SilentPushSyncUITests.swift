import XCTest

/// Runs against the React Native build of Larkspur on the lab iPhone. The backend test hook sends
/// a data-only (content-available) push through Pusher Beams to the device's registered interest.
final class SilentPushSyncUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.larkspur.chat")
    private let hook = BackendTestHook(baseURL: URL(string: "https://qa-hooks.larkspur.test")!)

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["LARKSPUR_E2E"] = "1"
        app.launch()
    }

    func testPushRegistrationReturnsDeviceToken() {
        app.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["beamsDeviceId"].waitForExistence(timeout: 15))
    }

    func testContentAvailablePushRefreshesInbox() throws {
        let marker = UUID().uuidString.prefix(8)
        XCUIDevice.shared.press(.home)
        try hook.sendSilentPush(interest: "e2e-lab-iphone-3", payload: ["aps": ["content-available": 1], "sync": String(marker)])
        sleep(45)
        app.activate()
        let source = app.staticTexts["lastSyncSource"]
        XCTAssertTrue(source.waitForExistence(timeout: 5))
        XCTAssertEqual(source.label, "lastSyncSource: push", "a content-available push should have woken the app and synced the inbox")
    }
}
