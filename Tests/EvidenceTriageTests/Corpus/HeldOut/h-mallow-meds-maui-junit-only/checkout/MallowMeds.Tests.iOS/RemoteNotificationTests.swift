import XCTest
@testable import MallowMedsHost

/// Native XCTest host for the .NET MAUI app (Platforms/iOS/AppDelegate.cs);
/// the MAUI AppDelegate overrides ReceivedRemoteNotification and posts
/// "mallow.push.received" when it runs.
final class RemoteNotificationTests: XCTestCase {
    func testSilentPushReachesReceivedRemoteNotification() throws {
        let received = expectation(forNotification: .init("mallow.push.received"), object: nil)
        try PushHarness.sendSilent(["aps": ["content-available": 1], "refill": "RX-118"])
        wait(for: [received], timeout: 90)
    }
}
