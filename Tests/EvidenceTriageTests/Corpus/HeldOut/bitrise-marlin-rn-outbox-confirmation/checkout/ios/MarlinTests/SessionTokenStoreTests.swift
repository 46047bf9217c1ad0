import XCTest
@testable import Marlin

final class SessionTokenStoreTests: XCTestCase {
    func testConcurrentRefreshSharesOneRequest() async throws {
        let api = CountingAuthAPI(delay: .milliseconds(50))
        let store = SessionTokenStore(api: api)
        async let a = store.validToken()
        async let b = store.validToken()
        _ = try await (a, b)
        XCTAssertEqual(api.refreshCount, 1, "refresh requests")
    }
}
