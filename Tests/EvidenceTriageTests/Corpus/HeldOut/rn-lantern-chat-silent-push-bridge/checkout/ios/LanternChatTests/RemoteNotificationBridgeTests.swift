//
//  RemoteNotificationBridgeTests.swift
//  LanternChatTests
//
//  Drives the AppDelegate's remote-notification entry points against a live RCTBridge
//  (bundle served by the packager) and observes what reaches the JS side.
//

import XCTest
@testable import LanternChat

class RemoteNotificationBridgeTests: XCTestCase {
    var harness: BridgeHarness!

    override func setUp() {
        super.setUp()
        harness = BridgeHarness(moduleName: "LanternChat")
        harness.waitForBridge(timeout: 30)
    }

    override func tearDown() {
        harness.invalidate()
        super.tearDown()
    }

    func testSilentPushPayloadReachesJS() {
        let received = expectation(description: "JS received remoteNotification with threadId")
        harness.onJSEvent("remoteNotificationReceived") { body in
            if (body["data"] as? [String: Any])?["threadId"] as? String == "t-4821" {
                received.fulfill()
            }
        }

        let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "data": ["threadId": "t-4821", "unread": 3]]
        harness.appDelegate.application(UIApplication.shared,
                                        didReceiveRemoteNotification: payload,
                                        fetchCompletionHandler: { _ in })

        waitForExpectations(timeout: 10)
    }

    /// The fetch completion handler must only run after the JS handler has called finish(),
    /// otherwise iOS suspends the app before the sync in JS has done anything.
    func testFetchCompletionWaitsForJSHandler() {
        var completionCalledAt: Date?
        var jsFinishedAt: Date?
        let done = expectation(description: "JS handler finished")
        harness.onJSEvent("fcmSyncFinished") { _ in
            jsFinishedAt = Date()
            done.fulfill()
        }

        let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "sync": "threads"]
        harness.appDelegate.application(UIApplication.shared,
                                        didReceiveRemoteNotification: payload,
                                        fetchCompletionHandler: { _ in completionCalledAt = Date() })

        waitForExpectations(timeout: 10)
        XCTAssertNotNil(completionCalledAt)
        XCTAssertGreaterThanOrEqual(completionCalledAt!.timeIntervalSince(jsFinishedAt!), 0,
                                    "completion handler ran before the JS handler finished")
    }
}
