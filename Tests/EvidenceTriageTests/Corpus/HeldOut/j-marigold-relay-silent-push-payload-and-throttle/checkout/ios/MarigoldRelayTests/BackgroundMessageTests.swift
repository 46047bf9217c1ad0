import XCTest
@testable import MarigoldRelay

/// Device-lab suite. PushRelay asks the lab's APNs sender (sandbox) to deliver a payload
/// fixture to this device's token; RNFBMessaging forwards background messages to
/// setBackgroundMessageHandler, which bumps BackgroundMessageProbe.
final class BackgroundMessageTests: XCTestCase {
    override func setUp() async throws {
        try await AppUnderTest.sendToBackground()
        BackgroundMessageProbe.reset()
    }

    func testDataOnlyPushInvokesBackgroundHandler() async throws {
        let handled = BackgroundMessageProbe.expectation(for: self, kind: "inbox-sync")
        try await PushRelay.send(fixture: "inbox-sync", pushType: .background)
        await fulfillment(of: [handled], timeout: 15)
    }

    func testSecondSilentPushWithin10sAlsoDelivered() async throws {
        let first = BackgroundMessageProbe.expectation(for: self, kind: "thread-refresh", occurrence: 1)
        let second = BackgroundMessageProbe.expectation(for: self, kind: "thread-refresh", occurrence: 2)
        try await PushRelay.send(fixture: "thread-refresh", pushType: .background)
        await fulfillment(of: [first], timeout: 15)
        try await PushRelay.send(fixture: "thread-refresh", pushType: .background)
        await fulfillment(of: [second], timeout: 10)
    }
}
