import XCTest
import UIKit
@testable import App

final class PushRegistrationTests: XCTestCase {
    func testDeviceTokenIsHexEncoded() {
        let token = Data([0x0a, 0xff, 0x10, 0x00])
        XCTAssertEqual(PushTokenFormatter.hex(token), "0aff1000")
    }

    func testRegistersForRemoteNotifications() async throws {
        let observer = PushRegistrationObserver()
        let registered = expectation(description: "APNs registration finished")
        observer.onFinish = { _ in registered.fulfill() }

        await MainActor.run {
            UIApplication.shared.registerForRemoteNotifications()
        }
        await fulfillment(of: [registered], timeout: 20)

        // AppDelegate forwards didRegister/didFailToRegister to the observer
        // (and to Capacitor's PushNotifications plugin).
        XCTAssertNil(observer.lastError, "registration must not fail")
        XCTAssertNotNil(observer.lastToken)
    }
}
