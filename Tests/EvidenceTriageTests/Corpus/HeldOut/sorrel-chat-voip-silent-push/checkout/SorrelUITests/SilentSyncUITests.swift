//
//  SilentSyncUITests.swift
//  SorrelUITests
//
//  tools/push-relay runs on the agent (127.0.0.1:8091). POST /silent makes it run
//  `xcrun simctl push booted com.sorrel.chat payloads/inbox-sync.apns`
//  ({"aps":{"content-available":1},"sync":"inbox"}) and records the app's next
//  GET /v1/inbox/sync against the stub API it also serves.
//

import XCTest

final class SilentSyncUITests: XCTestCase {
    private let relay = PushRelayClient(baseURL: URL(string: "http://127.0.0.1:8091")!)

    func testContentAvailablePushTriggersInboxSync() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-StubAPI", "http://127.0.0.1:8091"]
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Inbox"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)   // suspend the app
        let receipt = try relay.sendSilentPush(payload: "inbox-sync")
        XCTAssertEqual(receipt.simctlExitCode, 0)

        let synced = expectation(description: "inbox sync request after silent push")
        relay.onRequest(path: "/v1/inbox/sync") { _ in synced.fulfill() }
        wait(for: [synced], timeout: 15)
    }
}
