import XCTest
@testable import Tamarack

/// The native auth module behind the React Native bridge. On a cold start
/// the JS side fires several authenticated requests at once.
final class TokenRefreshTests: XCTestCase {
    private var server: FakeAuthServer!
    private var keychain: InMemoryCredentialStore!

    override func setUp() {
        super.setUp()
        server = FakeAuthServer(revokesRefreshTokenAfterUse: true)
        keychain = InMemoryCredentialStore(credentials: .fixture(accessTokenExpired: true))
    }

    func testSingleRequestRefreshesOnce() async throws {
        let client = AuthenticatedClient(server: server.transport, store: keychain)
        _ = try await client.get("/api/trails/saved")
        XCTAssertEqual(server.refreshCalls, 1)
    }

    func testConcurrentRequestsShareOneRefresh() async throws {
        let client = AuthenticatedClient(server: server.transport, store: keychain)
        async let a = client.get("/api/trails/saved")
        async let b = client.get("/api/trails/nearby")
        async let c = client.get("/api/profile")
        async let d = client.get("/api/offline-maps")
        _ = try? await [a, b, c, d]

        XCTAssertEqual(server.refreshCalls, 1, "concurrent requests must coalesce into one refresh")
        XCTAssertNotNil(keychain.credentials, "credentials wiped after refresh race")
    }
}
