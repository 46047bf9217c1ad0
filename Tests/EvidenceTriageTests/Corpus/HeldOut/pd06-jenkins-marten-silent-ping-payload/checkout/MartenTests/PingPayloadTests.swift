import XCTest
@testable import Marten

final class PingPayloadTests: XCTestCase {
    let builder = PingPayloadBuilder()

    func testSilentPingCarriesMemberId() {
        let ping = builder.silentLocationPing(requestedBy: "member-42")
        XCTAssertEqual(ping.payload["requestedBy"] as? String, "member-42")
    }

    func testSilentPingIsContentAvailable() {
        let ping = builder.silentLocationPing(requestedBy: "member-42")
        let aps = ping.payload["aps"] as? [String: Any]
        XCTAssertEqual(aps?["content-available"] as? Int, 1)
    }

    func testSilentPingUsesPriorityFive() {
        let ping = builder.silentLocationPing(requestedBy: "member-42")
        XCTAssertEqual(ping.headers["apns-priority"], "5")
    }
}
