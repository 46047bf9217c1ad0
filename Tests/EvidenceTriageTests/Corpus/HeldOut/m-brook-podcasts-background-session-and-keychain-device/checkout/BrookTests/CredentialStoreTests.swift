import XCTest
@testable import Brook

final class CredentialStoreTests: XCTestCase {
    let store = KeychainCredentialStore(service: "io.brookpods.sync")

    override func tearDown() {
        try? store.delete(account: "ci-listener")
        super.tearDown()
    }

    func testTokenRoundTripsThroughKeychain() throws {
        try store.save(token: "sync-token-for-tests", account: "ci-listener")
        XCTAssertEqual(try store.token(account: "ci-listener"), "sync-token-for-tests")
    }
}
