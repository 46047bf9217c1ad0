import PushKit
import XCTest
@testable import Ringline

final class VoIPRegistrationTests: XCTestCase {
    func testVoIPTokenArrivesAfterLaunch() {
        let registration = VoIPRegistration(queue: .main)
        let tokenArrived = expectation(description: "PushKit delivers a VoIP token")
        registration.onToken = { token in
            XCTAssertFalse(token.isEmpty)
            tokenArrived.fulfill()
        }

        registration.start()

        wait(for: [tokenArrived], timeout: 20)
    }

    func testTokenIsHexEncodedForBackend() {
        let token = Data([0xde, 0xad, 0xbe, 0xef])
        XCTAssertEqual(VoIPTokenEncoder.hex(token), "deadbeef")
    }
}
