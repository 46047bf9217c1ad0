import XCTest
@testable import UnityFramework

final class RemotePushBridgeTests: XCTestCase {

    func testSilentPushWakesGame() {
        // Live-ops "harvest ready" pushes are content-available; they only reach the game
        // in the background when remote-notification is a declared background mode.
        XCTAssertTrue(OrchardPushBridge.backgroundDeliveryEnabled,
                      "remote-notification background mode missing from the built Info.plist")
    }

    func testTokenHexEncoding() {
        let token = Data([0xde, 0xad, 0xbe, 0xef])
        XCTAssertEqual(OrchardPushBridge.hex(token), "deadbeef")
    }
}
