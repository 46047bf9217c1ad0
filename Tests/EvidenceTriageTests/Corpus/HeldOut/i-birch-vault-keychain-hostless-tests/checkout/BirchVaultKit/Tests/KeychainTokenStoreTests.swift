import XCTest
@testable import BirchVaultKit

/// Runs in the BirchVaultKitTests bundle (framework target, no host application).
final class KeychainTokenStoreTests: XCTestCase {
    let store = KeychainTokenStore()

    func testSaveThenReadToken() throws {
        XCTAssertNoThrow(try store.save("tok_live_placeholder", account: "alice"))
        XCTAssertEqual(try store.read(account: "alice"), "tok_live_placeholder")
    }

    func testDeleteRemovesToken() throws {
        try store.delete(account: "bob")
        XCTAssertNil(try store.read(account: "bob"))
    }
}
