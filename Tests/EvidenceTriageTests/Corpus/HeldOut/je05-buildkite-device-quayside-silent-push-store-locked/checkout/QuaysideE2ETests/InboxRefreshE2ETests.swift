import XCTest

final class InboxRefreshE2ETests: XCTestCase {
    private let relay = PushRelayClient.staging

    func testInboxRefreshRunsWithinFifteenMinutes() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-e2e-account", "lab-03"]
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Chats"].waitForExistence(timeout: 10))
        let since = Date()

        XCUIDevice.shared.press(.home) // applicationDidEnterBackground submits the inbox-refresh request

        // The BGAppRefreshTask asks for 15 minutes; give it the 15 minutes.
        let refreshed = try relay.waitForInboxRefresh(account: "lab-03", since: since, timeout: 900)
        XCTAssertTrue(refreshed, "inbox-refresh did not run within 15 minutes of backgrounding")
    }
}
