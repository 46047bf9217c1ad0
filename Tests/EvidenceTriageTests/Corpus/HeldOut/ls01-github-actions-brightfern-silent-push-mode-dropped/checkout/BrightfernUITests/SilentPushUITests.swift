import XCTest

final class SilentPushUITests: XCTestCase {
    private let app = XCUIApplication()
    private let relay = PushRelayClient()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-BFUseStubNewsroom", "edition-2026-11-18a"]
        app.launch()
    }

    func testSilentPushRefreshesHeadlinesInBackground() throws {
        let synced = app.staticTexts["lastSyncedLabel"]
        XCTAssertTrue(synced.waitForExistence(timeout: 10))
        let before = synced.label

        // The stub newsroom serves a new edition once the push arrives; the app must fetch it while suspended.
        XCUIDevice.shared.press(.home)
        try XCTContext.runActivity(named: "Send silent push via relay (headlines-silent.apns)") { _ in
            try relay.send(payload: "headlines-silent.apns", to: "com.brightfern.news")
        }
        sleep(45)

        app.activate()
        XCTAssertTrue(synced.waitForExistence(timeout: 5))
        XCTAssertNotEqual(synced.label, before,
                          "Headlines were not refreshed by the silent push within 45 s (label still \"\(before)\")")
    }
}
