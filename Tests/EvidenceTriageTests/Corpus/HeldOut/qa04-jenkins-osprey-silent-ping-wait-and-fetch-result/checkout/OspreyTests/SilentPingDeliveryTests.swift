import XCTest
@testable import Osprey

final class SilentPingDeliveryTests: XCTestCase {
    func testSilentPingWakesAppWithinTenSeconds() throws {
        let received = expectation(description: "didReceiveRemoteNotification called")
        let token = NotificationCenter.default.addObserver(forName: .ospreyDidHandleBackgroundPush, object: nil, queue: nil) { _ in
            received.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        try TestHost.sendToBackground()
        try TestHost.simctlPush(payload: #"{"aps":{"content-available":1},"ping":"sync"}"#,
                                headers: ["apns-push-type": "background", "apns-priority": "5"])
        wait(for: [received], timeout: 10)
    }
}
