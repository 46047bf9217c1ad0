import XCTest
import PushKit
@testable import Runner

final class VoipPushRegistryTests: XCTestCase {
    func testRegistryAsksForVoipPushes() throws {
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        XCTAssertEqual(delegate.voipRegistry.desiredPushTypes, [.voIP])
    }

    func testVoipTokenDeliveredWithin15Seconds() throws {
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        let token = expectation(description: "PushKit voIP token")
        delegate.onVoipToken = { _ in token.fulfill() }
        wait(for: [token], timeout: 15)
    }
}
