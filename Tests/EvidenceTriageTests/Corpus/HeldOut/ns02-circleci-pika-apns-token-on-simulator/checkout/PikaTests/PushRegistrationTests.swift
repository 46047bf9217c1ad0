import XCTest
@testable import Pika

final class PushRegistrationTests: XCTestCase {
    func testTokenHexEncoding() {
        let token = Data([0xde, 0xad, 0xbe, 0xef])
        XCTAssertEqual(PushTokenStore.hex(token), "deadbeef")
    }

    /// Registers with APNs for real and waits for the uploaded token to reach the stub backend.
    func testDeviceTokenUploadedAfterRegistration() {
        let backend = StubBackend.shared
        let uploaded = expectation(description: "device token uploaded")
        backend.onRequest(path: "/v1/devices") { _ in uploaded.fulfill() }
        PushRegistrar.shared.register(application: .shared)
        wait(for: [uploaded], timeout: 30)
        XCTAssertNotNil(PushTokenStore.shared.currentToken)
    }
}
