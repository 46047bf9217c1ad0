import UIKit
import XCTest
@testable import Quayside

final class PushRegistrationTests: XCTestCase {
    func testTokenIsHexEncoded() {
        let token = Data([0x0a, 0xff, 0x10, 0x00])
        XCTAssertEqual(PushRegistrar.hex(token), "0aff1000")
    }

    /// The simulator delivers a real APNs device token on Apple silicon hosts when the app carries
    /// the aps-environment entitlement.
    @MainActor
    func testRegistersForRemoteNotificationsAtLaunch() async throws {
        let registrar = PushRegistrar.shared
        let outcome = await registrar.waitForOutcome(timeout: 10)

        switch outcome {
        case .registered(let token):
            XCTAssertFalse(token.isEmpty)
        case .failed(let error):
            XCTFail("Remote notification registration failed: \(error.localizedDescription)")
        case .timedOut:
            XCTFail("No registration callback within 10 s")
        }
    }
}
