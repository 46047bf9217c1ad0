import XCTest
@testable import Ringline

/// Runs on the lab iPhone only (PushKit hands out no VoIP token on the Simulator).
final class VoIPRegistrationTests: XCTestCase {
    func testVoIPCredentialsAreDelivered() {
        let registrar = VoIPRegistrar()
        let delivered = expectation(description: "PushKit delivered VoIP credentials")
        registrar.onCredentials = { token in
            XCTAssertFalse(token.isEmpty)
            delivered.fulfill()
        }
        registrar.start()

        // APNs normally answers in a second or two on the lab network.


        // 30 s is generous.
        wait(for: [delivered], timeout: 30)
    }

    func testTokenIsHexEncoded() {
        XCTAssertEqual(PushToken.hex(Data([0xAB, 0x01])), "ab01")
    }
}
