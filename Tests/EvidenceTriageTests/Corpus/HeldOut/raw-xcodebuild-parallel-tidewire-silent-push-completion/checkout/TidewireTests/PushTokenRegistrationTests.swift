import XCTest
@testable import Tidewire

final class PushTokenRegistrationTests: XCTestCase {
    func testTokenUploadRetriesOnce() async throws {
        let api = FlakyStubAPI(failures: 1)
        let registrar = PushTokenRegistrar(api: api, retryDelay: .milliseconds(50))
        try await registrar.register(token: Data([0xAB, 0xCD]))
        XCTAssertEqual(api.calls, 2)
    }
}
