import XCTest
@testable import Marten

final class PeerWakeTests: XCTestCase {
    func testPingWakesAppWithin15Seconds() throws {
        let woke = expectation(description: "location ping handled in background")
        let token = NotificationCenter.default.addObserver(forName: .martenLocationPingHandled, object: nil, queue: .main) { _ in
            woke.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let ping = PingPayloadBuilder().silentLocationPing(requestedBy: "member-7")
        try SimctlPushSpool.enqueue(ping.payload, bundleID: "com.martenfamily.marten")
        TestHost.moveAppToBackground()
        wait(for: [woke], timeout: 15)
    }
}
