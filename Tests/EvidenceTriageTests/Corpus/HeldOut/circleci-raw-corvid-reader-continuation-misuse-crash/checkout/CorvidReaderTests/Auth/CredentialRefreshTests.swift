import XCTest
@testable import CorvidReader

final class CredentialRefreshTests: XCTestCase {
    func testRefreshIfNeededSkipsFreshToken() async throws {
        let store = CredentialStore(api: StubAuthAPI(), credential: .fixture(expiresIn: 3600))
        let credential = try await store.refreshIfNeeded()
        XCTAssertEqual(credential.accessToken, "fixture-access")
    }

    /// The feed refresh (BGAppRefreshTask) and the foreground timeline load can both ask
    /// for a token at the same moment; they must share one refresh.
    func testConcurrentRefreshIfNeededCoalesces() async throws {
        let api = StubAuthAPI(delay: .milliseconds(50))
        let store = CredentialStore(api: api, credential: .fixture(expiresIn: -10))
        try await withThrowingTaskGroup(of: Credential.self) { group in
            for _ in 0..<8 { group.addTask { try await store.refreshIfNeeded() } }
            for try await credential in group { XCTAssertEqual(credential.accessToken, "refreshed-1") }
        }
        XCTAssertEqual(api.refreshCalls, 1)
    }
}
