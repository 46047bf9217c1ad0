import XCTest
@testable import Pinecone

final class AccountStoreTests: XCTestCase {
    func testNotFoundSignsOut() {
        let store = AccountStore(isSignedIn: true)
        store.apply(.notFound)
        XCTAssertFalse(store.isSignedIn)
    }

    func testRevokedCredentialSignsOut() {
        let store = AccountStore(isSignedIn: true)
        store.apply(.revoked)
        XCTAssertFalse(store.isSignedIn)
    }
}
