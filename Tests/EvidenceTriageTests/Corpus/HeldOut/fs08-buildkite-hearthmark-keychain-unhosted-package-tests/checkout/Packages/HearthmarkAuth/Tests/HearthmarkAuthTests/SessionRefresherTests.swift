import Foundation
import Testing
@testable import HearthmarkAuth

struct SessionRefresherTests {
    struct FakeExchanger: TokenExchanging {
        func exchange(_ refreshToken: RefreshToken) async throws -> (access: String, rotated: RefreshToken) {
            ("at-new", RefreshToken(value: refreshToken.value + "-rotated", expiresAt: refreshToken.expiresAt.addingTimeInterval(86_400)))
        }
    }

    @Test func refreshReturnsNilWithoutStoredToken() async throws {
        let refresher = SessionRefresher(store: InMemoryTokenStore(), exchanger: FakeExchanger())
        #expect(try await refresher.refresh() == nil)
    }

    @Test func refreshPersistsRotatedToken() async throws {
        // Against the real keychain store: the rotated token must survive a relaunch.
        let store = KeychainTokenStore(service: "com.hearthmark.auth.tests.refresher")
        try store.save(RefreshToken(value: "rt-1", expiresAt: Date(timeIntervalSince1970: 1_728_385_200)))
        let refresher = SessionRefresher(store: store, exchanger: FakeExchanger())

        let access = try await refresher.refresh()

        #expect(access == "at-new")
        #expect(try store.load()?.value == "rt-1-rotated")
    }
}
