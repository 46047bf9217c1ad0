import XCTest
@testable import Tandem

/// Needs a simulator that can talk to APNs (Apple silicon host) and a build carrying aps-environment.
final class PushRegistrationTests: XCTestCase {
    func testRegistrationStoresDeviceToken() {
        let registrar = PushRegistrar.shared
        let done = expectation(description: "registration finished")
        registrar.onResult = { done.fulfill() }

        registrar.register()

        wait(for: [done], timeout: 20)
        XCTAssertNil(registrar.lastError)
        XCTAssertNotNil(registrar.deviceToken)
    }
}
