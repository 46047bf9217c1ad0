import XCTest
@testable import HarborlineKit

final class SessionTokenRefreshTests: XCTestCase {
    var service: SecureTokenService!

    override func setUp() {
        super.setUp()
        service = SecureTokenService(backend: AuthBackend(session: StubHTTPSession.refreshOK()))
    }

    func testExpiredTokenIsRefreshedBeforeSync() async throws {
        let token = try await service.fetchAccessToken(forcingRefresh: false)
        XCTAssertEqual(token, "tok_fresh_01")
    }

    func testForcedRefreshReplacesCachedToken() async throws {
        _ = try await service.fetchAccessToken(forcingRefresh: false)
        let token = try await service.fetchAccessToken(forcingRefresh: true)
        XCTAssertEqual(token, "tok_fresh_02")
    }
}
