import XCTest

final class IncomingCallUITests: XCTestCase {
    func testMissedCallPushShowsMissedBadge() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        try PushHarness.sendVoIP(["type": "missed", "callId": "e2e-missed-1", "caller": "E2E Bot"])
        app.activate()
        let badge = app.staticTexts["recents.missedBadge"]
        XCTAssertTrue(badge.waitForExistence(timeout: 15))
    }
}
