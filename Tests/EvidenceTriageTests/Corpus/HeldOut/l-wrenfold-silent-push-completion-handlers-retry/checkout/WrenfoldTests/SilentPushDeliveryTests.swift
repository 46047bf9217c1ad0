import XCTest
@testable import Wrenfold

/// Device-lab only: sends a real content-available push through the APNs sandbox.
final class SilentPushDeliveryTests: XCTestCase {
    func testSilentPushDeliveredWithin60Seconds() throws {
        let delivered = expectation(description: "didReceiveRemoteNotification for silent push")
        let token = try XCTUnwrap(PushRegistration.shared.currentDeviceToken)
        AppDelegateSpy.shared.onRemoteNotification = { info in
            if info["nonce"] as? String == "lab-7791" { delivered.fulfill() }
        }
        try SandboxPusher.send(["aps": ["content-available": 1], "nonce": "lab-7791"], to: token, priority: 5)
        wait(for: [delivered], timeout: 60)
    }
}
