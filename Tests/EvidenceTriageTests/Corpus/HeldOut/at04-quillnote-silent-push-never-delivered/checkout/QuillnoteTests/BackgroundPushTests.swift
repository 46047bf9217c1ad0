import XCTest
@testable import Quillnote

final class BackgroundPushTests: XCTestCase {
    private let apns = APNsSandbox(topic: "com.quillnote.ios")

    func testSilentPushTriggersFetchHandler() throws {
        let fetched = expectation(description: "didReceiveRemoteNotification fetch handler called")
        AppDelegate.testHooks.onBackgroundFetch = { _ in fetched.fulfill() }

        XCUIDevice.shared.press(.home)
        try apns.send(["aps": ["content-available": 1], "noteId": "N-4410"], priority: 5)

        wait(for: [fetched], timeout: 30)
    }

    func testSilentPushUpdatesBadgeCount() throws {
        let badged = expectation(description: "badge updated from silent push")
        AppDelegate.testHooks.onBadge = { if $0 == 4 { badged.fulfill() } }

        XCUIDevice.shared.press(.home)
        try apns.send(["aps": ["content-available": 1], "unread": 4], priority: 5)

        wait(for: [badged], timeout: 30)
    }
}
