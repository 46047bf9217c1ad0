import Foundation
import Testing
@testable import HearthmarkAuth

@Suite(.serialized)
struct KeychainTokenStoreTests {
    let store = KeychainTokenStore(service: "com.hearthmark.auth.tests")

    init() throws {
        try? store.delete()
    }

    @Test("Save then load round-trips the refresh token")
    func saveThenLoad() throws {
        let token = RefreshToken(value: "rt-4f1c", expiresAt: Date(timeIntervalSince1970: 1_728_385_200))
        try store.save(token)
        #expect(try store.load() == token)
    }

    @Test func loadReturnsNilWhenEmpty() throws {
        // SecItemCopyMatching on an empty keychain: errSecItemNotFound, mapped to nil.
        #expect(try store.load() == nil)
    }
}
