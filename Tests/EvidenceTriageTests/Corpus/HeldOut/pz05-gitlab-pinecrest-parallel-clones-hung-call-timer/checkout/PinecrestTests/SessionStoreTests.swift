import XCTest
@testable import Pinecrest

@MainActor
final class SessionStoreTests: XCTestCase {
    func testLogoutClearsAccountNumber() async {
        let store = SessionStore(keychain: InMemoryKeychain(), account: .fixture(number: "1234 5678 9012 3456"))
        await store.logout()
        XCTAssertNil(store.accountNumber)
    }
}
