import UIKit
import XCTest
@testable import Kestrel

final class PushRegistrationTests: XCTestCase {
    func testRegistersForRemoteNotificationsOnLaunch() throws {
        let registrar = PushRegistrar.shared
        let settled = expectation(description: "APNs registration settled")
        registrar.onChange = { settled.fulfill() }

        UIApplication.shared.registerForRemoteNotifications()
        wait(for: [settled], timeout: 10)

        XCTAssertNotNil(registrar.deviceToken,
                        "APNs device token was never received; registration error: \(String(describing: registrar.lastError))")
    }

    func testTokenIsHexEncoded() {
        let registrar = PushRegistrar()
        registrar.didRegister(token: Data([0xAB, 0x01, 0xFF]))
        XCTAssertEqual(registrar.deviceToken, "ab01ff")
    }
}
