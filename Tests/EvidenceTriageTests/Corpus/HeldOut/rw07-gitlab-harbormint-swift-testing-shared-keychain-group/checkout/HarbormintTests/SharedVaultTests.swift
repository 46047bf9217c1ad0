import Testing
@testable import Harbormint

@Suite(.serialized)
struct SharedVaultTests {
    @Test func widgetCanReadBalanceToken() throws {
        try SharedVault.store(token: "hm_9f31", key: "balance-widget")
        #expect(try SharedVault.token(key: "balance-widget") == "hm_9f31")
    }

    @Test func signOutRemovesWidgetToken() throws {
        try SharedVault.store(token: "hm_9f31", key: "balance-widget")
        try SharedVault.signOut()
        #expect(throws: KeychainError.itemNotFound) { try SharedVault.token(key: "balance-widget") }
    }
}
