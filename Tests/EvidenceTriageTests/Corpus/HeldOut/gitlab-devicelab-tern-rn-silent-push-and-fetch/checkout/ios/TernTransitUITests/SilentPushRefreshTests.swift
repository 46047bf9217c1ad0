import XCTest

/// Device lab only. The e2e backend sends a data-only FCM message (APNs background push);
/// the RN app's setBackgroundMessageHandler refreshes service alerts and stamps `alerts.updatedAt`.
final class SilentPushRefreshTests: XCTestCase {
    let app = XCUIApplication()

    func testDataOnlyMessageRefreshesAlertsWithin60Seconds() throws {
        app.launch()
        let before = app.staticTexts["alerts.updatedAt"].label
        XCUIDevice.shared.press(.home)
        try XCTContext.runActivity(named: "Send data-only message via e2e backend") { _ in
            try E2EBackend.sendDataOnlyMessage(topic: "alerts-line-4", deviceToken: E2EBackend.currentDeviceToken())
        }
        sleep(60)
        app.activate()
        XCTAssertNotEqual(app.staticTexts["alerts.updatedAt"].label, before, "alerts were not refreshed in the background within 60 s of the data-only message")
    }
}
