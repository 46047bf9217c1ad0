import XCTest
@testable import Lumen

final class PushRegistrationTests: XCTestCase {
    private var registrar: PushRegistrar!
    override func setUp() { registrar = PushRegistrar(application: .shared) }

    func testRegistersForRemoteNotifications() throws {
        let registered = expectation(description: "device token delivered")
        registrar.onToken = { _ in registered.fulfill() }
        registrar.onError = { XCTFail("registration failed: \($0)") }
        registrar.register()
        wait(for: [registered], timeout: 20)
    }
}
