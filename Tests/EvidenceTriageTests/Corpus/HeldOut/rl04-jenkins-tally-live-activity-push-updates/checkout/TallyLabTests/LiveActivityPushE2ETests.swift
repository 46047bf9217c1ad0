import XCTest

final class LiveActivityPushE2ETests: XCTestCase {
    func testTwelvePushUpdatesRenderWithinFiveSeconds() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-TallyLabMatch", "lab-fixture-77"]
        app.launch()
        let token = try XCTUnwrap(LabHarness.waitForActivityPushToken(in: app, timeout: 20))
        XCUIDevice.shared.press(.home)
        LabHarness.lockScreen()

        for update in 1...12 {
            try LabPushClient.shared.sendLiveActivityUpdate(token: token, score: "\(update)-0", priority: 10)
            let rendered = LabHarness.lockScreenText("\(update)-0").waitForExistence(timeout: 5)
            XCTAssertTrue(rendered, "update \(update) not rendered within 5 s")
            Thread.sleep(forTimeInterval: 5)
        }
    }

    func testEndRemovesActivityFromLockScreen() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-TallyLabMatch", "lab-fixture-78"]
        app.launch()
        let token = try XCTUnwrap(LabHarness.waitForActivityPushToken(in: app, timeout: 20))
        try LabPushClient.shared.sendLiveActivityEnd(token: token, dismissal: .immediate)
        XCTAssertFalse(LabHarness.lockScreenText("Tally").waitForExistence(timeout: 10))
    }
}
