import XCTest
@testable import Puffin

/// Device-lab tests: the lab server sends real APNs background pushes
/// (apns-push-type: background, apns-priority: 5, content-available: 1) to this device.
final class SilentPushWakeTests: XCTestCase {
    private let lab = PushLabClient(environment: .sandbox)

    func testDeviceTokenIsRegistered() async throws {
        let token = try await PushRegistration.shared.currentToken()
        XCTAssertEqual(token.count, 32)
    }

    func testBackgroundPushWakesAppWithin30Seconds() async throws {
        let woke = expectation(description: "didReceiveRemoteNotification in background")
        InboxSync.shared.onBackgroundWake = { _ in woke.fulfill() }
        try await lab.sendBackgroundPush(kind: "inbox-changed")
        XCUIDevice.shared.press(.home)
        await fulfillment(of: [woke], timeout: 30)
    }

    func testEveryBackgroundPushIsDelivered() async throws {
        let sent = 5
        var received = 0
        InboxSync.shared.onBackgroundWake = { _ in received += 1 }
        for n in 0..<sent { try await lab.sendBackgroundPush(kind: "inbox-changed", sequence: n) }
        try await Task.sleep(for: .seconds(120))
        XCTAssertEqual(received, sent, "background pushes delivered")
    }
}
